import '@mantine/core/styles/Tabs.css';
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Feed } from '@coachyard/contract';
import { FeedMapping } from './feed-mapping';
import { FeedRunsPanel } from './feed-runs-panel';

const TABS = ['settings', 'mapping', 'runs'] as const;
type FeedTab = (typeof TABS)[number];

/** A saved feed's three screens, the one shown in the address (`?tab=`) so that it can be linked and reloaded. */
export function FeedTabs({ feed, settings }: { feed: Feed; settings: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as FeedTab | null;
  const tab: FeedTab = asked && TABS.includes(asked) ? asked : 'settings';
  return (
    <Tabs
      value={tab}
      onChange={(next) => setParams(next && next !== 'settings' ? { tab: next } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`feeds.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="settings">{settings}</Tabs.Panel>
      <Tabs.Panel value="mapping">
        {/* A saved mapping (or a 409) brings a new version: the screen starts again from the feed as saved. */}
        <FeedMapping key={feed.version} feed={feed} />
      </Tabs.Panel>
      <Tabs.Panel value="runs">
        <FeedRunsPanel feed={feed} />
      </Tabs.Panel>
    </Tabs>
  );
}
