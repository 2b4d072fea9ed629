import { Suspense, type ReactNode } from 'react';
import { IconChartLine, IconFileDescription } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyWithTexts } from '@/app/lazy-page';
import { InlineLoader } from '@/components/page-loader';
import { PageTabs } from '@/components/page-tabs';
import { WINDOW_PARAMS } from '../hooks/window-params';

// The chart library and the performance texts load with the tab, not with the form.
const AdPerformance = lazyWithTexts(['performance'], () => import('./ad-performance'));

const PERFORMANCE = 'performance';
type ScreenTab = 'advertisement' | typeof PERFORMANCE;

/**
 * An existing ad's screen as two tabs (issue 29): the ad itself (its form, history and trash) and how it performs.
 * The tab and the performance window are in the URL (`?tab=performance&days=7`), so either can be linked to.
 * The form stays mounted behind the other tab: edits not yet saved are still there on coming back.
 */
export function AdScreenTabs({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: ScreenTab = params.get('tab') === PERFORMANCE ? PERFORMANCE : 'advertisement';
  const open = (value: ScreenTab) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === PERFORMANCE) next.set('tab', PERFORMANCE);
      else for (const name of ['tab', ...WINDOW_PARAMS]) next.delete(name);
      return next;
    });
  return (
    <PageTabs
      label={t('adForm.tabs.label')}
      tabs={[
        {
          value: 'advertisement',
          label: t('adForm.tabs.advertisement'),
          before: <IconFileDescription size={16} aria-hidden="true" />,
        },
        {
          value: PERFORMANCE,
          label: t('adForm.tabs.performance'),
          before: <IconChartLine size={16} aria-hidden="true" />,
        },
      ]}
      value={tab}
      onChange={open}
      panelPt="lg"
      panels={{
        advertisement: children,
        [PERFORMANCE]:
          tab === PERFORMANCE ? (
            <Suspense fallback={<InlineLoader size="sm" />}>
              <AdPerformance id={id} />
            </Suspense>
          ) : null,
      }}
    />
  );
}
