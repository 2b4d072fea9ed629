import './styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { delay } from '@/lib/delay';
import { initI18n, loadFeatureTexts } from '@/lib/i18n';
import { App } from './app';
import { screenPathOf } from './home-path';
import { PAGE_ROUTES } from './route-table';
import { preloadFirstScreen } from './router';

/**
 * How long the start waits for the first screen's code, and the answers its first render reads (`router.tsx`),
 * before it shows the full-page loader instead of the start frame. The home screen's code is in the app's code
 * already; a deep link to another screen may wait for its code to download.
 */
const FIRST_SCREEN_WAIT_MS = 1_200;

/** The route of the screen at `pathname`, if it is one of the route table's. */
function routeAt(pathname: string) {
  const path = screenPathOf(pathname);
  return PAGE_ROUTES.find((route) => matchPath(route.path, path));
}

/**
 * Starts the app in `element` once the shell's texts of the chosen language and those of the screen it opens
 * on are there, so no key ever flashes on screen. The screen's code downloads meanwhile, all at once (its
 * route finds it there). `beforeRender` clears what was shown there before (the sign-in page hands over).
 */
export async function mountApp(element: HTMLElement, beforeRender?: () => void) {
  const route = routeAt(window.location.pathname);
  // `/` and `/dashboard` are the home screen's: the address changes to its own before the first render, as the
  // routes' `<Navigate>` would change it after, which first commits an empty screen, then renders the whole
  // home screen in one task (a navigation is not a transition, issue 30).
  const screenPath = screenPathOf(window.location.pathname);
  if (screenPath !== window.location.pathname)
    window.history.replaceState(window.history.state, '', screenPath);
  // The first render is the screen itself, not a loader that the screen then replaces (one render, and its title
  // is the first paint): its code downloads while the texts arrive. A failed download is its boundary's to report.
  const screen = preloadFirstScreen(route);
  await Promise.all([initI18n(), loadFeatureTexts(route?.texts ?? [])]);
  await Promise.race([screen, delay(FIRST_SCREEN_WAIT_MS)]);
  beforeRender?.();
  const root = createRoot(element);
  // A transition: React renders the first screen in slices between which the browser stays responsive, not in
  // one long task (the shell, the routes and the page's first render).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
