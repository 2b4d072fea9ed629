import './shell-styles';
import { useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth';
import { ImagePreviewModal } from '@/components/image-preview-modal';
import { PageLoader } from '@/components/page-loader';
import { PageAccess } from '../page-access';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

/** The signed-in layout (Mantine AppShell): header, sidebar and the current page. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useCurrentUser();

  // On a phone the menu covers the page: close it once a page is chosen.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" p="sm" aria-label={t('shell.mainNavigation')}>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {navigation.state === 'loading' ? (
          <PageLoader />
        ) : (
          <PageAccess>
            <Outlet />
          </PageAccess>
        )}
      </AppShell.Main>
      <ImagePreviewModal />
    </AppShell>
  );
}
