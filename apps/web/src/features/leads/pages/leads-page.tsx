import { lazy, Suspense } from 'react';
import { Center } from '@mantine/core';
import { InlineLoader } from '@/components/page-loader';
import { PageTabs } from '@/components/page-tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { usePermissions } from '@/features/auth';
import { withChunkTimeout } from '@/app/lazy-page';
import { InboxPanel } from '../components/inbox-panel';
import { LEADS_DOMAIN } from '../result-domain';
import { useLeadList } from '../hooks/use-lead-list';

// The charts (recharts) and the personal-data screen load when their tab opens: the inbox stays as light as before.
const ReportsPanel = lazy(() => withChunkTimeout(import('../components/reports-panel')));
const PersonalDataPanel = lazy(() => withChunkTimeout(import('../components/personal-data-panel')));

const TABS = ['inbox', 'reports', 'personal-data'] as const;
type Tab = (typeof TABS)[number];

/**
 * /leads_query, /leads_faq and /leads_contact: the inbox, its reports, and (for whoever may erase leads, ADMIN
 * by default) the personal data of an address; the open tab is in the URL (`?tab=reports`).
 */
export default function LeadsPage() {
  const { t } = useTranslation();
  const leadList = useLeadList();
  const [params, setParams] = useSearchParams();
  const mayErase = usePermissions().data?.privileges[leadList.namespace]?.includes('delete') ?? false;
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'personal-data' || mayErase) ? asked : 'inbox';
  // A tab change starts that tab afresh: the inbox's filters and page are not the report's.
  const open = (next: Tab) => setParams(next !== 'inbox' ? { tab: next } : {});
  const waiting = (
    <Center py="xl">
      <InlineLoader label={t('leads.loading')} />
    </Center>
  );
  return (
    <>
      <PageTitle />
      <PageTabs
        tabs={[
          { value: 'inbox', label: t('leads.tabs.inbox') },
          { value: 'reports', label: t('leads.tabs.reports') },
          ...(mayErase ? [{ value: 'personal-data' as const, label: t('leads.tabs.personalData') }] : []),
        ]}
        value={tab}
        onChange={open}
        mb="md"
        panelPt="md"
      >
        {tab === 'inbox' ? (
          <InboxPanel leadList={leadList} />
        ) : (
          <Suspense fallback={waiting}>
            {tab === 'reports' ? (
              <ReportsPanel namespace={leadList.namespace} kind={leadList.kind} />
            ) : (
              <PersonalDataPanel />
            )}
          </Suspense>
        )}
      </PageTabs>
      <ResultDialog domain={LEADS_DOMAIN} />
    </>
  );
}
