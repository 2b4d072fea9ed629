import { Suspense, useMemo } from 'react';
import { matchPath, matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RouteHandleContext, type RouteHandle } from '@/components/route-handle';
import { loadFeatureTexts } from '@/lib/i18n';
import { GuestOnly, RequireAuth } from './guards';
import { afterFirstAnswers, lazyPage, lazyScreen } from './lazy-page';
import { startIfAllowed } from './screen-access';
import { AppRoot } from './root';
import { ScreenErrorBoundary } from './route-error';
import { HOME_PATH, PAGE_ROUTES, type PageRoute } from './route-table';

/**
 * The routes as components (react-router's declarative mode), not its data router: the app loads no data in
 * routes, and `createBrowserRouter` with its loaders, actions, fetchers and lazy routes weighed 16.7 kB gzip
 * of every screen's first visit (issue 30). A screen's code downloads when it is first rendered (`lazyScreen`),
 * its Suspense showing the loader meanwhile, as the data router's pending navigation did.
 */
const FullPageLoader = () => <PageLoader fullScreen />;

const shellLayout = lazyPage(() => import('./layout/shell-layout'));
const loginPage = lazyPage(() => import('./routes/login'));
const notFoundPage = lazyPage(() => import('./routes/not-found'));
/**
 * Each screen of the route table: its texts arrive with its code, so it never renders a key; its first render
 * waits for its first queries' answers too (`PageModule.startQueries`).
 */
const screens = new Map(
  PAGE_ROUTES.map((route) => [
    route,
    lazyScreen(async () => {
      // The first queries leave as soon as the code is there, without waiting for the texts.
      const started = route.load().then(({ default: screen, startQueries }) => {
        const params = matchPath(route.path, window.location.pathname)?.params ?? {};
        return afterFirstAnswers(
          screen,
          startIfAllowed(route.namespace, startQueries && (() => startQueries(params))),
        );
      });
      return (await Promise.all([started, loadFeatureTexts(route.texts)]))[0];
    }),
  ]),
);

/** The whole route tree: a guest branch (/login) and the signed-in shell, all shown inside `AppRoot`. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={HOME_PATH} replace /> },
  { path: '/dashboard', element: <Navigate to={HOME_PATH} replace /> },
  {
    element: <GuestOnly />,
    children: [{ path: '/login', handle: { title: 'pages.login' }, element: <loginPage.Screen /> }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <shellLayout.Screen />,
        children: [
          ...PAGE_ROUTES.map((route) => {
            const { Screen } = screens.get(route)!;
            return {
              path: route.path,
              handle: { namespace: route.namespace, title: route.title },
              element: <Screen />,
            };
          }),
          { path: '*', handle: { title: 'pages.notFound' }, element: <notFoundPage.Screen /> },
        ],
      },
    ],
  },
];

/** The handle of the deepest route matching `pathname` that declares one. */
function routeHandleAt(pathname: string): RouteHandle {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].route.handle as RouteHandle | undefined;
    if (handle?.title || handle?.namespace) return handle;
  }
  return {};
}

/** The app's routes at the current location, in the one layout every route renders in. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handle = useMemo(() => routeHandleAt(pathname), [pathname]);
  const routes = useRoutes(appRoutes);
  return (
    <RouteHandleContext.Provider value={handle}>
      <AppRoot>
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullPageLoader />}>{routes}</Suspense>
        </ScreenErrorBoundary>
      </AppRoot>
    </RouteHandleContext.Provider>
  );
}

/**
 * Downloads the signed-in shell and the screen of `route` ahead of the first render, which then shows them at
 * once; resolves when both are there, or either failed (the screen's error boundary then says so).
 */
export const preloadFirstScreen = (route: PageRoute | undefined) =>
  Promise.allSettled([shellLayout.preload(), route && screens.get(route)!.preload()]);
