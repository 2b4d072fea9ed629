import { useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_LIMITS,
  LANGUAGES,
  SEATS_LAYOUTS,
  advertisementYearMax,
  type Region,
} from '@coachyard/contract';
import type { AdEditor } from '../hooks/use-ad-editor';
import type { AdFormLookups } from '../hooks/use-ad-form-lookups';
import type { Option } from '../hooks/use-ad-lookups';
import { MultiSelectField, NumberField, SelectField, TextField } from './form-controls';
import layout from './form-layout.module.css';
import { FormFieldset } from '@/components/form-fieldset';

const SEATS_OPTIONS = SEATS_LAYOUTS.map((layout) => ({ value: layout, label: layout }));

/** Plain lookup fields, in the order the form shows them: field, label key, options. */
const EQUIPMENT_SELECTS = [
  ['engine_brand_id', 'engineBrand', 'engineBrands'],
  ['gearbox_brand_id', 'gearboxBrand', 'gearboxBrands'],
  ['steering_wheel_id', 'steeringWheel', 'steeringWheels'],
  ['gvwr_type_id', 'gvwrType', 'gvwrTypes'],
] as const satisfies readonly (readonly [string, string, keyof AdFormLookups])[];
const TAG_SELECTS = [
  ['product_feature_ids', 'features', 'features'],
  ['vehicle_tag_ids', 'vehicleTags', 'vehicleTags'],
  ['region_tag_ids', 'regionTags', 'regionTags'],
] as const satisfies readonly (readonly [string, string, keyof AdFormLookups])[];

/** Who, where and what: owner (staff), region and language, then the vehicle itself. */
export function VehicleFields({ editor, dealers }: { editor: AdEditor; dealers: Option[] | null }) {
  const { t } = useTranslation();
  const { form, lookups, changeRegion, changeBrand } = editor;
  const { control } = form;
  const label = (name: string) => t(`adForm.fields.${name}`);
  const languages = LANGUAGES.map((code) => ({
    value: code,
    label: t(`translationForm.languageNames.${code}`),
  }));

  return (
    <>
      <FormFieldset legend={t('adForm.sections.listing')}>
        <div className={layout.fields}>
          {dealers ? (
            <SelectField
              control={control}
              name="owner_id"
              label={label('owner')}
              options={dealers}
              required
              disabled={Boolean(editor.ad)}
            />
          ) : null}
          <SelectField
            control={control}
            name="region"
            label={label('region')}
            options={lookups.regions}
            onPick={(value) => value && changeRegion(value as Region)}
            required
          />
          <SelectField
            control={control}
            name="lang"
            label={label('lang')}
            description={t('adForm.hints.lang')}
            options={languages}
            required
          />
        </div>
      </FormFieldset>
      <FormFieldset legend={t('adForm.sections.vehicle')}>
        <div className={layout.fields}>
          <SelectField
            control={control}
            name="brand_id"
            label={label('brand')}
            options={lookups.brands}
            onPick={changeBrand}
            required
          />
          <SelectField
            control={control}
            name="model_id"
            label={label('model')}
            options={lookups.models}
            required
            description={lookups.models.length ? undefined : t('adForm.hints.modelAfterBrand')}
          />
          <NumberField
            control={control}
            name="year"
            label={label('year')}
            min={ADVERTISEMENT_LIMITS.yearMin}
            max={advertisementYearMax()}
            required
          />
          <TextField control={control} name="stock_number" label={label('stockNumber')} maxLength={64} />
          <SelectField
            control={control}
            name="vehicle_type_id"
            label={label('vehicleType')}
            options={lookups.vehicleTypes}
            required
          />
          <NumberField
            control={control}
            name="mileage"
            label={label('mileage')}
            grouped
            max={ADVERTISEMENT_LIMITS.mileageMax}
          />
          <SelectField
            control={control}
            name="mileage_type_id"
            label={label('mileageType')}
            options={lookups.mileageTypes}
          />
          <NumberField
            control={control}
            name="seats"
            label={label('seats')}
            min={ADVERTISEMENT_LIMITS.seatsMin}
            max={ADVERTISEMENT_LIMITS.seatsMax}
          />
          <SelectField
            control={control}
            name="seats_layout"
            label={label('seatsLayout')}
            options={SEATS_OPTIONS}
          />
          {EQUIPMENT_SELECTS.map(([name, text, options]) => (
            <SelectField
              key={name}
              control={control}
              name={name}
              label={label(text)}
              options={lookups[options]}
            />
          ))}
        </div>
        <div className={layout.tags}>
          {TAG_SELECTS.map(([name, text, options]) => (
            <MultiSelectField
              key={name}
              control={control}
              name={name}
              label={label(text)}
              options={lookups[options]}
            />
          ))}
        </div>
      </FormFieldset>
    </>
  );
}
