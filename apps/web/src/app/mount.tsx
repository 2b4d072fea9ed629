import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { initI18n, loadFeatureTexts } from '@/lib/i18n';
import { App } from './app';
import { HOME_PATH, PAGE_ROUTES } from './route-table';

/** The features whose texts the screen at `pathname` shows (the route asks for them too, then finds them). */
function textsAt(pathname: string) {
  const path = pathname === '/' || pathname === '/dashboard' ? HOME_PATH : pathname;
  return PAGE_ROUTES.find((route) => matchPath(route.path, path))?.texts ?? [];
}

/**
 * Starts the app in `element` once the shell's texts of the chosen language and those of the screen it opens
 * on are there (both downloads at once), so no key ever flashes on screen. `beforeRender` clears what was
 * shown there before (the sign-in page hands over).
 */
export async function mountApp(element: HTMLElement, beforeRender?: () => void) {
  await Promise.all([initI18n(), loadFeatureTexts(textsAt(window.location.pathname))]);
  beforeRender?.();
  const root = createRoot(element);
  // A transition: React renders the first screen in slices between which the browser stays responsive, not in
  // one long task (the shell, the router and the page's first render).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
