import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/lib/i18n';
import type { ReactNode } from 'react';
import {
  SETTINGS_GROUPS,
  type SettingsGroup,
  type SettingsGroupState,
  type SettingsState,
} from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { useSettingsPrivileges } from '../hooks/use-settings-privileges';
import { GroupSection } from './group-section';
import { InsightsFields } from './insights-fields';
import { LeadsFields } from './leads-fields';
import { ListingsFields } from './listings-fields';
import { MaintenanceFields } from './maintenance-fields';
import { RegionsFields } from './regions-fields';
import { RuntimePanel } from './runtime-panel';
import { SiteFields } from './site-fields';
import { WorkingHoursFields } from './working-hours-fields';

/** Each group's own fields, bound to that group's form. */
const GROUP_FIELDS: { [G in SettingsGroup]: (form: SettingsForm<G>) => ReactNode } = {
  site: (form) => <SiteFields form={form} />,
  regions: (form) => <RegionsFields form={form} />,
  working_hours: (form) => <WorkingHoursFields form={form} />,
  listings: (form) => <ListingsFields form={form} />,
  maintenance: (form) => <MaintenanceFields form={form} />,
  leads: (form) => <LeadsFields form={form} />,
  insights: (form) => <InsightsFields form={form} />,
};

/** One group's tab: its state with its own fields. */
function GroupPanel<G extends SettingsGroup>({
  state,
  canUpdate,
}: {
  state: SettingsGroupState<G>;
  canUpdate: boolean;
}) {
  return <GroupSection state={state} canUpdate={canUpdate} fields={GROUP_FIELDS[state.group]} />;
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
        <RuntimePanel />
      </Tabs.Panel>
    </Tabs>
  );
}
