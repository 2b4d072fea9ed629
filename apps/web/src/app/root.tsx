import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '@/components/route-handle';
import { ResultDialog } from '@/components/result-dialog';
import { ReleaseUpdateNotice } from '@/features/app-updates';
import { TRASH_RESULT_DOMAIN } from '@/features/trash';

/** The one layout every route renders in; keeps the document title on the current page's title. */
export function AppRoot() {
  const { t } = useTranslation();
  const { title } = useRouteHandle();
  // A layout effect runs before the page's own effects, so a page that names itself (PageTitle) has the last word.
  useLayoutEffect(() => {
    document.title = title ? `${t(title)} · ${t('app.name')}` : t('app.name');
  }, [t, title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <ReleaseUpdateNotice />
      {/* A record moved to the trash says so over the list the user lands on. */}
      <ResultDialog domain={TRASH_RESULT_DOMAIN} />
    </>
  );
}
