import './shell-styles';
import { Suspense, useEffect } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth';
import { ImagePreviewModal } from '@/components/image-preview-modal';
import { PageLoader } from '@/components/page-loader';
import { ViewAsBanner } from '@/features/privileges';
import { MaintenanceBanner } from '@/features/settings';
import { PageShortcuts } from '@/features/shortcuts';
import { PageAccess } from '../page-access';
import { ScreenErrorBoundary } from '../route-error';
import { AppHeader } from './app-header';
import classes from './shell-frame.module.css';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

export { startQueries } from './shell-queries';

/**
 * GET /users/me on start (`useCurrentUser`), in a component of its own: its answer renders this alone, where in
 * the layout it rendered the whole shell and screen again, in one task (a query's answer is a sync update).
 */
function CurrentUserCheck() {
  useCurrentUser();
  return null;
}

/**
 * The signed-in layout: header, sidebar and the current page. Our own frame rather than Mantine's AppShell,
 * whose resizing, asides and media styles this layout never uses weighed 7 kB gzip of the home page (issue 5).
 */
export default function ShellLayout() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // On a phone the menu covers the page: close it once a page is chosen.
  useEffect(() => close(), [pathname, close]);

  return (
    <div className={classes.frame}>
      <SkipLink />
      <header className={classes.header}>
        <AppHeader navOpened={navOpened} onToggleNav={toggle} />
      </header>
      <nav
        id="app-navbar"
        className={classes.navbar}
        data-opened={navOpened || undefined}
        aria-label={t('shell.mainNavigation')}
      >
        <Sidebar onNavigate={close} />
      </nav>
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <ViewAsBanner />
        <MaintenanceBanner />
        {/* Inside the shell, so that a page failing to load keeps the menu around the message. */}
        <ScreenErrorBoundary resetKey={pathname}>
          <PageAccess>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </PageAccess>
        </ScreenErrorBoundary>
      </main>
      <ImagePreviewModal />
      <PageShortcuts />
      <CurrentUserCheck />
    </div>
  );
}
