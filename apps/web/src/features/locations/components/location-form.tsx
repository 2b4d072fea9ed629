import { Paper } from '@mantine/core';
import type { Location } from '@coachyard/contract';
import { EntryFlags } from '@/components/entry-list';
import { EntryFormFrame } from '@/components/translation-editor';
import { useLocationForm } from '../hooks/use-location-form';
import { LOCATIONS_DOMAIN } from '../result-domain';
import { locationRoutes } from '../routes';
import { MarketFields } from './market-fields';

/** The market's form: the shared Translation form, what the market runs on, Active and Exposable. */
export function LocationForm({ location }: { location?: Location }) {
  const state = useLocationForm(location);
  return (
    <EntryFormFrame
      state={state}
      domain={LOCATIONS_DOMAIN}
      flags={<EntryFlags control={state.form.control} />}
      cancelTo={locationRoutes.list}
    >
      <Paper withBorder p="lg">
        <MarketFields form={state.form} />
      </Paper>
    </EntryFormFrame>
  );
}
