import '@mantine/core/styles/Switch.css';
import { Stack, Switch } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { LanguageTexts } from './language-texts';

/** Maintenance notice: on or off, and its text in every language (a banner for staff, a notice on the site). */
export default function MaintenanceFields({ form }: { form: SettingsForm<'maintenance'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label={t('settings.maintenance.enabled')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <LanguageTexts form={form} name="message" legend={t('settings.maintenance.message')} multiline />
    </Stack>
  );
}
