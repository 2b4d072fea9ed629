import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETTINGS_GROUPS, type SettingsGroup, type SettingsState } from '@coachyard/contract';
import { useSettingsPrivileges } from '../hooks/use-settings-privileges';
import { GroupSection } from './group-section';
import { LeadsFields } from './leads-fields';
import { ListingsFields } from './listings-fields';
import { MaintenanceFields } from './maintenance-fields';
import { RegionsFields } from './regions-fields';
import { RuntimePanel } from './runtime-panel';
import { SiteFields } from './site-fields';
import { WorkingHoursFields } from './working-hours-fields';

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
  const label = (value: Tab) =>
    value === RUNTIME_TAB ? t('settings.runtime.tab') : t(`settings.groups.${value as SettingsGroup}.tab`);

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
      <Tabs.Panel value="site">
        <GroupSection
          state={state.site}
          canUpdate={canUpdate}
          fields={(form) => <SiteFields form={form} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="regions">
        <GroupSection
          state={state.regions}
          canUpdate={canUpdate}
          fields={(form) => <RegionsFields form={form} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="working_hours">
        <GroupSection
          state={state.working_hours}
          canUpdate={canUpdate}
          fields={(form) => <WorkingHoursFields form={form} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="listings">
        <GroupSection
          state={state.listings}
          canUpdate={canUpdate}
          fields={(form) => <ListingsFields form={form} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="maintenance">
        <GroupSection
          state={state.maintenance}
          canUpdate={canUpdate}
          fields={(form) => <MaintenanceFields form={form} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="leads">
        <GroupSection
          state={state.leads}
          canUpdate={canUpdate}
          fields={(form) => <LeadsFields form={form} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value={RUNTIME_TAB}>
        <RuntimePanel />
      </Tabs.Panel>
    </Tabs>
  );
}
