import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { loadFeatureTexts } from '@/lib/i18n';
import { GuestOnly, RequireAuth } from './guards';
import { lazyPage } from './lazy-page';
import { AppRoot } from './root';
import { RouteError } from './route-error';
import { HOME_PATH, PAGE_ROUTES } from './route-table';

const FullPageLoader = () => <PageLoader fullScreen />;

/** The whole route tree: one root layout, a guest branch (/login) and the signed-in shell. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    HydrateFallback: FullPageLoader,
    errorElement: <RouteError />,
    children: [
      { path: '/', loader: () => redirect(HOME_PATH) },
      { path: '/dashboard', loader: () => redirect(HOME_PATH) },
      {
        Component: GuestOnly,
        children: [
          {
            path: '/login',
            handle: { title: 'pages.login' },
            lazy: lazyPage(() => import('./routes/login')),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyPage(() => import('./layout/shell-layout')),
            children: [
              {
                // Inside the shell, so that a page failing to load keeps the menu around the message.
                errorElement: <RouteError />,
                children: [
                  ...PAGE_ROUTES.map(({ path, namespace, title, load, texts }) => ({
                    path,
                    handle: { namespace, title },
                    // The screen's texts arrive with its code: it never renders a key.
                    lazy: lazyPage(async () => (await Promise.all([load(), loadFeatureTexts(texts)]))[0]),
                  })),
                  {
                    path: '*',
                    handle: { title: 'pages.notFound' },
                    lazy: lazyPage(() => import('./routes/not-found')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has the first screen's routes (their lazy code) and can render it. */
export const whenRouterReady = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
