import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '@/components/route-handle';
import { ResultDialog } from '@/components/result-dialog';
import { ReleaseUpdateNotice } from '@/features/app-updates';
import { TRASH_RESULT_DOMAIN } from '@/features/trash';
import { useScrollRestoration } from './scroll-restoration';

/** The one layout every route renders in; keeps the document title on the current page's title. */
export function AppRoot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { title } = useRouteHandle();
  // A layout effect runs before the page's own effects, so a page that names itself (PageTitle) has the last word.
  useLayoutEffect(() => {
    document.title = title ? `${t(title)} · ${t('app.name')}` : t('app.name');
  }, [t, title]);
  useScrollRestoration();
  return (
    <>
      {children}
      <ReleaseUpdateNotice />
      {/* A record moved to the trash says so over the list the user lands on. */}
      <ResultDialog domain={TRASH_RESULT_DOMAIN} />
    </>
  );
}
