import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdEditor } from '../hooks/use-ad-editor';
import type { Option } from '../hooks/use-ad-lookups';
import { AdTexts } from './ad-texts';
import layout from './form-layout.module.css';
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
      <div className={layout.step}>
        <Stack gap="lg">
          <VehicleFields editor={editor} dealers={dealers} />
          <SaleFields editor={editor} />
          <AdTexts editor={editor} />
        </Stack>
        <div>
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <HealthPanel editor={editor} />
          </div>
        </div>
      </div>
    </form>
  );
}
