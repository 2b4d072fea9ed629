import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '@coachyard/contract';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { NumberField } from './number-field';

/** Insights (issue 29): how long the public site's raw events are kept before only their daily counts remain. */
export default function InsightsFields({ form }: { form: SettingsForm<'insights'> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberField
        form={form}
        name="retention_days"
        label={t('settings.insights.retention_days')}
        description={t('settings.insights.retention_hint')}
        min={SETTINGS_LIMITS.eventRetentionDaysMin}
        max={SETTINGS_LIMITS.retentionDaysMax}
      />
    </SimpleGrid>
  );
}
