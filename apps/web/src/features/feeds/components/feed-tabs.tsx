import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Feed } from '@coachyard/contract';
import { withChunkTimeout } from '@/app/lazy-page';
import { PageLoader } from '@/components/page-loader';
import { PageTabs } from '@/components/page-tabs';

// The mapping grid (Mantine's Select with Floating UI, the preview table) and the runs (tables, progress) load
// when their tab is opened: the settings tab, where the feed's form opens, is within 200 kB without them (issue 30).
const FeedMapping = lazy(() =>
  withChunkTimeout(import('./feed-mapping')).then((module) => ({ default: module.FeedMapping })),
);
const FeedRunsPanel = lazy(() =>
  withChunkTimeout(import('./feed-runs-panel')).then((module) => ({ default: module.FeedRunsPanel })),
);

const TABS = ['settings', 'mapping', 'runs'] as const;
type FeedTab = (typeof TABS)[number];

/** A saved feed's three screens, the one shown in the address (`?tab=`) so that it can be linked and reloaded. */
export function FeedTabs({ feed, settings }: { feed: Feed; settings: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as FeedTab | null;
  const tab: FeedTab = asked && TABS.includes(asked) ? asked : 'settings';
  return (
    <PageTabs
      tabs={TABS.map((name) => ({ value: name, label: t(`feeds.tabs.${name}`) }))}
      value={tab}
      onChange={(next) => setParams(next !== 'settings' ? { tab: next } : {}, { replace: true })}
      panelPt="md"
    >
      {tab === 'settings' ? (
        settings
      ) : (
        <Suspense fallback={<PageLoader />}>
          {tab === 'mapping' ? (
            // A saved mapping (or a 409) brings a new version: the screen starts again from the feed as saved.
            <FeedMapping key={feed.version} feed={feed} />
          ) : (
            <FeedRunsPanel feed={feed} />
          )}
        </Suspense>
      )}
    </PageTabs>
  );
}
