import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_SYMBOLS, DISTANCE_UNITS, REGIONS } from '@coachyard/contract';
import { DeferredMultiSelect } from '@/components/deferred-select';
import { useTranslateMessage } from '@/lib/i18n';
import { useVehicleTypes } from '../api/get-vehicle-types';
import type { LocationFormState } from '../hooks/use-location-form';
import { LanguageOrderField } from './language-order-field';

/** What a market runs on (SPEC §9): region, currency, distance unit, languages and the vehicle types it allows. */
export function MarketFields({ form }: Pick<LocationFormState, 'form'>) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const vehicleTypes = useVehicleTypes();
  const { errors } = form.formState;
  const order = useWatch({ control: form.control, name: 'language_order' });
  const nameOf = (code: string) => t(`translationForm.languageNames.${code}`);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="md">
        <NativeSelect
          {...form.register('region')}
          label={t('locations.form.region')}
          description={t('locations.form.regionHint')}
          required
          error={message(errors.region?.message)}
          data={[
            { value: '', label: t('locations.form.chooseRegion') },
            ...REGIONS.map((region) => ({ value: region, label: t(`locations.regions.${region}`) })),
          ]}
        />
        <SimpleGrid cols={2} spacing="md">
          <NativeSelect
            {...form.register('currency')}
            label={t('locations.form.currency')}
            required
            error={message(errors.currency?.message)}
            data={CURRENCIES.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` }))}
          />
          <NativeSelect
            {...form.register('distance_unit')}
            label={t('locations.form.distanceUnit')}
            required
            data={DISTANCE_UNITS.map((unit) => ({ value: unit, label: t(`locations.units.${unit}`) }))}
          />
        </SimpleGrid>
        <NativeSelect
          {...form.register('default_language')}
          label={t('locations.form.defaultLanguage')}
          required
          error={message(errors.default_language?.message)}
          data={order.map((code) => ({ value: code, label: nameOf(code) }))}
        />
        <Controller
          control={form.control}
          name="vehicle_types"
          render={({ field, fieldState }) => (
            <DeferredMultiSelect
              label={t('locations.form.vehicleTypes')}
              description={t('locations.form.vehicleTypesHint')}
              data={vehicleTypes.data ?? field.value.map((slug) => ({ value: slug, label: slug }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(fieldState.error?.message)}
              clearable
            />
          )}
        />
      </Stack>
      <LanguageOrderField control={form.control} />
    </SimpleGrid>
  );
}
