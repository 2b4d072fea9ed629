import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { initI18n, loadFeatureTexts } from '@/lib/i18n';
import { App } from './app';
import { HOME_PATH, PAGE_ROUTES } from './route-table';

/** The route of the screen at `pathname`, if it is one of the route table's. */
function routeAt(pathname: string) {
  const path = pathname === '/' || pathname === '/dashboard' ? HOME_PATH : pathname;
  return PAGE_ROUTES.find((route) => matchPath(route.path, path));
}

/**
 * Starts the app in `element` once the shell's texts of the chosen language and those of the screen it opens
 * on are there, so no key ever flashes on screen. The screen's code downloads meanwhile, all at once (its
 * route finds it there). `beforeRender` clears what was shown there before (the sign-in page hands over).
 */
export async function mountApp(element: HTMLElement, beforeRender?: () => void) {
  const route = routeAt(window.location.pathname);
  // A failed download here is the route's to report, when it asks again.
  route?.load().catch(() => undefined);
  await Promise.all([initI18n(), loadFeatureTexts(route?.texts ?? [])]);
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
