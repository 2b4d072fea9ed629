import '@mantine/core/styles/Grid.css';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdEditor } from '../hooks/use-ad-editor';
import type { Option } from '../hooks/use-ad-lookups';
import { AdTexts } from './ad-texts';
import { HealthPanel } from './health-panel';
import { SaleFields } from './sale-fields';
import { VehicleFields } from './vehicle-fields';

/**
 * Step `form`: the vehicle and sale fields and the texts per language, with the ad's live health beside them (below
 * them on narrow screens). Enter saves, like KAYDET.
 */
export function FormStep({ editor, dealers }: { editor: AdEditor; dealers: Option[] | null }) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      aria-label={t('adForm.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="lg">
            <VehicleFields editor={editor} dealers={dealers} />
            <SaleFields editor={editor} />
            <AdTexts editor={editor} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <HealthPanel editor={editor} />
          </div>
        </Grid.Col>
      </Grid>
    </form>
  );
}
