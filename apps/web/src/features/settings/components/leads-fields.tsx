import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { NumberField } from './number-field';

/** Leads: the first-answer target and how long leads and the audit trail are kept (the leads module reads them). */
export function LeadsFields({ form }: { form: SettingsForm<'leads'> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberField
        form={form}
        name="first_response_hours"
        label={t('settings.leads.first_response_hours')}
        min={1}
        max={SETTINGS_LIMITS.firstResponseHoursMax}
      />
      <NumberField
        form={form}
        name="retention_days"
        label={t('settings.leads.retention_days')}
        min={SETTINGS_LIMITS.retentionDaysMin}
        max={SETTINGS_LIMITS.retentionDaysMax}
      />
    </SimpleGrid>
  );
}
