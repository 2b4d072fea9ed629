import { Box } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '@/components/deferred-select';
import { useTranslateMessage } from '@/lib/i18n';
import { useLookupPlaces } from '../api/get-lookup-places';
import type { PlaceFormValues } from '../hooks/place-form-values';

/**
 * Which country or city of the lookup tables this place is. The lookup tables stay the one list of places
 * that advertisements and users point at; a market's place refers to one of them.
 */
export function PlaceLinkField({
  control,
  lookupParentId,
}: {
  control: Control<PlaceFormValues>;
  lookupParentId: string | null;
}) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const places = useLookupPlaces(lookupParentId);
  return (
    <Controller
      control={control}
      name="place_id"
      render={({ field, fieldState }) => (
        <Box mt="md" maw={420}>
          <DeferredSelect
            label={t('locations.form.placeLink')}
            description={t('locations.form.placeLinkHint')}
            data={places.data ?? []}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={message(fieldState.error?.message)}
            clearable
            nothingFoundMessage={t('dataTable.empty')}
          />
        </Box>
      )}
    />
  );
}
