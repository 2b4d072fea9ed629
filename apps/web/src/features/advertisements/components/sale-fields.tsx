import { Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_LIMITS } from '@coachyard/contract';
import { usePriceFormatter } from '@/features/settings';
import type { AdEditor } from '../hooks/use-ad-editor';
import { NumberField, SelectField } from './form-controls';
import layout from './form-layout.module.css';
import { FormFieldset } from '@/components/form-fieldset';

/** Price with its currency (shown as the settings format it for the public site, SPEC §9) and the location. */
export function SaleFields({ editor }: { editor: AdEditor }) {
  const { t } = useTranslation();
  const formatPrice = usePriceFormatter();
  const { form, lookups, changeCountry } = editor;
  const { control } = form;
  const [price, currency] = useWatch({ control, name: ['price', 'currency'] });
  const label = (name: string) => t(`adForm.fields.${name}`);
  return (
    <FormFieldset legend={t('adForm.sections.sale')}>
      <div className={layout.fields} data-columns="4">
        <NumberField
          control={control}
          name="price"
          label={label('price')}
          description={
            price === ''
              ? t('adForm.hints.price')
              : t('adForm.hints.priceShown', { price: formatPrice(Math.round(price * 100), currency) })
          }
          min={0}
          max={ADVERTISEMENT_LIMITS.priceMax / 100}
          decimals={2}
          grouped
          required
        />
        <SelectField
          control={control}
          name="currency"
          label={label('currency')}
          options={lookups.currencies}
          required
        />
        <SelectField
          control={control}
          name="country_id"
          label={label('country')}
          options={lookups.countries}
          onPick={changeCountry}
          required
        />
        <SelectField
          control={control}
          name="city_id"
          label={label('city')}
          options={lookups.cities}
          required
        />
      </div>
      <Text size="xs" c="dimmed" mt="xs">
        {t('adForm.hints.currencyByRegion')}
      </Text>
    </FormFieldset>
  );
}
