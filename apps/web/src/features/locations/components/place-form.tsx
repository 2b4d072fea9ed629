import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocationItem } from '@coachyard/contract';
import { useTranslateMessage } from '@/lib/i18n';
import { EntryFlags } from '@/components/entry-list';
import { EntryFormFrame } from '@/components/translation-editor';
import { LOCATIONS_DOMAIN } from '../result-domain';
import { usePlaceForm } from '../hooks/use-place-form';
import { PlaceLinkField } from './place-link-field';
import { locationRoutes } from '../routes';

interface PlaceFormProps {
  locationId: string;
  /** The place a new one goes under; absent: the market's top level. */
  parentId?: string;
  /** The nearest linked place above, in the countries lookup table: its children are offered as the link. */
  lookupParentId: string | null;
  place?: LocationItem;
}

/** A place's form: the shared Translation form, its ISO 3166 code and coordinates (the user form's rules), Active. */
export function PlaceForm({ locationId, parentId, lookupParentId, place }: PlaceFormProps) {
  const { t } = useTranslation();
  const message = useTranslateMessage();
  const state = usePlaceForm(locationId, parentId, place);
  const { form } = state;
  const { errors } = form.formState;
  return (
    <EntryFormFrame
      state={state}
      domain={LOCATIONS_DOMAIN}
      flags={<EntryFlags control={form.control} exposable={false} />}
      cancelTo={locationRoutes.items(locationId, place?.parent_id ?? parentId)}
    >
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            {...form.register('iso_code')}
            label={t('locations.form.isoCode')}
            description={t('locations.form.isoCodeHint')}
            error={message(errors.iso_code?.message)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            maxLength={10}
          />
          <TextInput
            {...form.register('lat')}
            label={t('locations.form.lat')}
            description={t('locations.form.latHint')}
            error={message(errors.lat?.message)}
            inputMode="decimal"
            dir="ltr"
          />
          <TextInput
            {...form.register('lng')}
            label={t('locations.form.lng')}
            description={t('locations.form.lngHint')}
            error={message(errors.lng?.message)}
            inputMode="decimal"
            dir="ltr"
          />
        </SimpleGrid>
        <PlaceLinkField control={form.control} lookupParentId={lookupParentId} />
      </Paper>
    </EntryFormFrame>
  );
}
