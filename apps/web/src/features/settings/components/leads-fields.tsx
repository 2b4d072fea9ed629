import { SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '@coachyard/contract';
import { InboxUserSelect } from '@/features/leads';
import { useFieldError } from '../hooks/use-field-error';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { NumberField } from './number-field';

/**
 * Leads: the first-answer target, how long leads and the audit trail are kept, and who FAQ and contact leads go
 * to (the leads module reads them).
 */
export default function LeadsFields({ form }: { form: SettingsForm<'leads'> }) {
  const { t } = useTranslation();
  const errorOf = useFieldError(form);
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
      <Controller
        control={form.control}
        name="inbox_user_id"
        render={({ field }) => (
          <InboxUserSelect
            label={t('settings.leads.inbox_user_id')}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('inbox_user_id')}
          />
        )}
      />
    </SimpleGrid>
  );
}
