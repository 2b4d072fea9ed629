import { NativeSelect, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';
import { useUserPlaces } from '../hooks/use-user-places';

/** Region (the country) and city (SPEC §2): a new country brings its cities, the first one chosen. */
export function PlaceFields({ form }: { form: UseFormReturn<UserFormValues> }) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const places = useUserPlaces(form);
  const placeholder = (label: string) => [{ value: '', label, disabled: true }];
  const loading = placeholder(t('common.loading'));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Controller
        control={form.control}
        name="country"
        render={({ field: { value, onChange: _onChange, ...field }, fieldState }) => (
          <NativeSelect
            {...field}
            value={value ?? ''}
            onChange={(event) => places.changeCountry(event.currentTarget.value)}
            label={t('userForm.region')}
            required
            data={places.countryOptions.length ? places.countryOptions : loading}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="city"
        render={({ field: { value, onChange, ...field }, fieldState }) => (
          <NativeSelect
            {...field}
            value={value ?? ''}
            onChange={(event) => onChange(event.currentTarget.value || null)}
            label={t('userForm.city')}
            required
            disabled={places.citiesLoading || places.noCities}
            data={
              places.noCities
                ? placeholder(t('userForm.noCities'))
                : places.citiesLoading
                  ? loading
                  : places.cityOptions
            }
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </SimpleGrid>
  );
}
