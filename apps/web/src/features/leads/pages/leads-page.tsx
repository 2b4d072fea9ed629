import '@mantine/core/styles/Tabs.css';
import { lazy, Suspense } from 'react';
import { Center, Tabs } from '@mantine/core';
import { InlineLoader } from '@/components/page-loader';
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
  const open = (next: string | null) => setParams(next && next !== 'inbox' ? { tab: next } : {});
  const waiting = (
    <Center py="xl">
      <InlineLoader label={t('leads.loading')} />
    </Center>
  );
  return (
    <>
      <PageTitle />
      <Tabs value={tab} onChange={open} keepMounted={false} mb="md">
        <Tabs.List>
          <Tabs.Tab value="inbox">{t('leads.tabs.inbox')}</Tabs.Tab>
          <Tabs.Tab value="reports">{t('leads.tabs.reports')}</Tabs.Tab>
          {mayErase ? <Tabs.Tab value="personal-data">{t('leads.tabs.personalData')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="inbox" pt="md">
          <InboxPanel leadList={leadList} />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <Suspense fallback={waiting}>
            <ReportsPanel namespace={leadList.namespace} kind={leadList.kind} />
          </Suspense>
        </Tabs.Panel>
        {mayErase ? (
          <Tabs.Panel value="personal-data" pt="md">
            <Suspense fallback={waiting}>
              <PersonalDataPanel />
            </Suspense>
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <ResultDialog domain={LEADS_DOMAIN} />
    </>
  );
}
