import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { App } from './app';

/**
 * Starts the app in `element` once every screen's texts of the chosen language are there, so no key ever
 * flashes on screen. `beforeRender` clears what was shown there before (the sign-in page hands over).
 */
export async function mountApp(element: HTMLElement, beforeRender?: () => void) {
  await initI18n();
  beforeRender?.();
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
