import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdEditor } from '../hooks/use-ad-editor';
import type { Option } from '../hooks/use-ad-lookups';
import { AdTexts } from './ad-texts';
import { SaleFields } from './sale-fields';
import { VehicleFields } from './vehicle-fields';

/** Step `form`: the vehicle and sale fields and the texts per language. Enter saves, like KAYDET. */
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
      <Stack gap="lg">
        <VehicleFields editor={editor} dealers={dealers} />
        <SaleFields editor={editor} />
        <AdTexts editor={editor} />
      </Stack>
    </form>
  );
}
