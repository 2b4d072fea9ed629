import { SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { filterCoordinateInput, type UserFormValues } from '@coachyard/contract';
import { FilteredInput } from './filtered-input';

/** Latitude and longitude, for the roles of allowedRolesForCoordinates (SPEC §2). */
export function CoordinateFields({ control }: { control: Control<UserFormValues> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FilteredInput
        control={control}
        name="lat"
        label={t('userForm.lat')}
        filter={filterCoordinateInput}
        inputMode="decimal"
      />
      <FilteredInput
        control={control}
        name="lng"
        label={t('userForm.lng')}
        filter={filterCoordinateInput}
        inputMode="decimal"
      />
    </SimpleGrid>
  );
}
