import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_LIMITS } from '@coachyard/contract';
import { useRuntimeConfiguration } from '../api/get-runtime-configuration';
import type { SettingsForm } from '../hooks/use-settings-group-form';
import { NumberField } from './number-field';

/** Listings: the limits staff change without a restart, never above what the server is configured with. */
export default function ListingsFields({ form }: { form: SettingsForm<'listings'> }) {
  const { t } = useTranslation();
  const ceilings = useRuntimeConfiguration().data?.limits;
  const ceilingHint = (value: number | undefined) =>
    value === undefined ? undefined : t('settings.listings.serverLimit', { value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberField
        form={form}
        name="photos_per_ad"
        label={t('settings.listings.photos_per_ad')}
        description={ceilingHint(ceilings?.photos_per_ad)}
        min={1}
        max={ceilings?.photos_per_ad ?? SETTINGS_LIMITS.photosPerAdMax}
      />
      <NumberField
        form={form}
        name="upload_max_megabytes"
        label={t('settings.listings.upload_max_megabytes')}
        description={ceilingHint(ceilings?.upload_max_megabytes)}
        min={1}
        max={ceilings ? Math.floor(ceilings.upload_max_megabytes) : SETTINGS_LIMITS.uploadMegabytesMax}
        unit="MB"
      />
      <NumberField
        form={form}
        name="min_photos"
        label={t('settings.listings.min_photos')}
        min={0}
        max={ceilings?.photos_per_ad ?? SETTINGS_LIMITS.photosPerAdMax}
      />
      <NumberField
        form={form}
        name="min_submit_score"
        label={t('settings.listings.min_submit_score')}
        min={0}
        max={100}
      />
    </SimpleGrid>
  );
}
