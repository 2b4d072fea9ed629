import '@/app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { App } from '@/app/app';

// The texts of the chosen language arrive before the first paint, so no key ever flashes on screen.
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
