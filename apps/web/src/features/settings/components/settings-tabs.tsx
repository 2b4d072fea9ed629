import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyWithTexts } from '@/app/lazy-page';
import { useTranslateMessage } from '@/lib/i18n';
import { InlineLoader } from '@/components/page-loader';
import { Suspense, type ComponentType } from 'react';
import {
  SETTINGS_GROUPS,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsState,
} from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { useSettingsPrivileges } from '../hooks/use-settings-privileges';
import { GroupSection } from './group-section';

type GroupFields<G extends SettingsGroup> = ComponentType<{ form: SettingsForm<G> }>;

/**
 * Each group's own fields, bound to that group's form. The screen shows one group at a time: each tab's code (the
 * logo's uploader, the switches, the leads' inbox select and texts…) loads when the tab is first opened (issue 30).
 */
const GROUP_FIELDS: { [G in SettingsGroup]: GroupFields<G> } = {
  site: lazyWithTexts([], () => import('./site-fields')),
  regions: lazyWithTexts([], () => import('./regions-fields')),
  working_hours: lazyWithTexts([], () => import('./working-hours-fields')),
  listings: lazyWithTexts([], () => import('./listings-fields')),
  maintenance: lazyWithTexts([], () => import('./maintenance-fields')),
  leads: lazyWithTexts(['leads'], () => import('./leads-fields')),
  insights: lazyWithTexts([], () => import('./insights-fields')),
};
const RuntimePanel = lazyWithTexts([], () => import('./runtime-panel'));

/** One group's tab: its state with its own fields. */
function GroupPanel<G extends SettingsGroup>({
  state,
  canUpdate,
}: {
  state: SettingsGroupState<G>;
  canUpdate: boolean;
}) {
  const Fields = GROUP_FIELDS[state.group] as GroupFields<G>;
  return (
    <GroupSection
      state={state}
      canUpdate={canUpdate}
      fields={(form) => (
        <Suspense fallback={<InlineLoader size="sm" />}>
          <Fields form={form} />
        </Suspense>
      )}
    />
  );
}

const RUNTIME_TAB = 'system';
const TABS = [...SETTINGS_GROUPS, RUNTIME_TAB] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: unknown): value is Tab =>
  typeof value === 'string' && (TABS as readonly string[]).includes(value);

/** The settings groups as tabs, the open one kept in the URL (`?tab=regions`) so a link leads back to it. */
export function SettingsTabs({ state }: { state: SettingsState }) {
  const { t } = useTranslation();
  const { canUpdate } = useSettingsPrivileges();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'site';
  const message = useTranslateMessage();
  const label = (value: Tab) =>
    value === RUNTIME_TAB ? t('settings.runtime.tab') : message(`settings.group.${value as SettingsGroup}`);

  return (
    <Tabs
      value={tab}
      onChange={(next) => setParams(next && next !== 'site' ? { tab: next } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {label(value)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SETTINGS_GROUPS.map((group) => (
        <Tabs.Panel key={group} value={group}>
          <GroupPanel state={state[group]} canUpdate={canUpdate} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value={RUNTIME_TAB}>
        <Suspense fallback={<InlineLoader size="sm" />}>
          <RuntimePanel />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
