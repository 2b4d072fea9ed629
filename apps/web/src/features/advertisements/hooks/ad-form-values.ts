import type { FieldErrors } from 'react-hook-form';
import {
  DEFAULT_REGION,
  LANGUAGES,
  defaultCurrencyOfRegion,
  defaultLanguageOfRegion,
  type Advertisement,
  type AdvertisementCreate,
  type AdvertisementSignalsPreview,
  type Currency,
  type Language,
  type Region,
} from '@coachyard/contract';
import type { AdFormData } from './use-ad-form-state';

type Texts = Record<Language, string>;
/** An empty number input holds ''. */
type NumberField = number | '';

/** The form's side of an ad: selects hold an id or null, numbers may be empty, the price is in major units. */
export interface AdFormValues {
  owner_id: string | null;
  region: Region;
  lang: Language;
  brand_id: string | null;
  model_id: string | null;
  year: NumberField;
  vehicle_type_id: string | null;
  mileage: NumberField;
  mileage_type_id: string | null;
  seats: NumberField;
  seats_layout: string | null;
  /** The dealer's own number for the vehicle, what its stock feed matches on ('' when none). */
  stock_number: string;
  engine_brand_id: string | null;
  gearbox_brand_id: string | null;
  steering_wheel_id: string | null;
  gvwr_type_id: string | null;
  product_feature_ids: string[];
  vehicle_tag_ids: string[];
  region_tag_ids: string[];
  price: NumberField;
  currency: Currency;
  country_id: string | null;
  city_id: string | null;
  title: Texts;
  description: Texts;
}

const texts = (source: Partial<Texts> = {}): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, source[language] ?? ''])) as Texts;
const numberOr = (value: number | null | undefined): NumberField => value ?? '';

/** The fields of a saved ad that the form state carries (SPEC §3 form data). */
export const formDataOf = (ad: Advertisement): AdFormData => ({
  owner_id: ad.owner_id,
  region: ad.region,
  lang: ad.lang,
  brand_id: ad.brand_id,
  model_id: ad.model_id,
  year: ad.year,
  vehicle_type_id: ad.vehicle_type_id,
  mileage: ad.mileage,
  mileage_type_id: ad.mileage_type_id,
  seats: ad.seats,
  seats_layout: ad.seats_layout,
  stock_number: ad.stock_number,
  engine_brand_id: ad.engine_brand_id,
  gearbox_brand_id: ad.gearbox_brand_id,
  steering_wheel_id: ad.steering_wheel_id,
  gvwr_type_id: ad.gvwr_type_id,
  product_feature_ids: ad.product_feature_ids,
  vehicle_tag_ids: ad.vehicle_tag_ids,
  region_tag_ids: ad.region_tag_ids,
  price_minor: ad.price_minor,
  currency: ad.currency,
  country_id: ad.country_id,
  city_id: ad.city_id,
  title: ad.title,
  description: ad.description,
  media: ad.media,
});

/** The form's values from the form state; a new ad gets the region's language and currency (SPEC §9). */
export function toFormValues(data: Partial<AdFormData>): AdFormValues {
  const region = data.region ?? DEFAULT_REGION;
  return {
    owner_id: data.owner_id ?? null,
    region,
    lang: data.lang ?? defaultLanguageOfRegion(region),
    brand_id: data.brand_id ?? null,
    model_id: data.model_id ?? null,
    year: numberOr(data.year),
    vehicle_type_id: data.vehicle_type_id ?? null,
    mileage: numberOr(data.mileage),
    mileage_type_id: data.mileage_type_id ?? null,
    seats: numberOr(data.seats),
    seats_layout: data.seats_layout ?? null,
    stock_number: data.stock_number ?? '',
    engine_brand_id: data.engine_brand_id ?? null,
    gearbox_brand_id: data.gearbox_brand_id ?? null,
    steering_wheel_id: data.steering_wheel_id ?? null,
    gvwr_type_id: data.gvwr_type_id ?? null,
    product_feature_ids: data.product_feature_ids ?? [],
    vehicle_tag_ids: data.vehicle_tag_ids ?? [],
    region_tag_ids: data.region_tag_ids ?? [],
    price: data.price_minor === undefined ? '' : data.price_minor / 100,
    currency: data.currency ?? defaultCurrencyOfRegion(region),
    country_id: data.country_id ?? null,
    city_id: data.city_id ?? null,
    title: texts(data.title),
    description: texts(data.description),
  };
}

const filled = (source: Texts) =>
  Object.fromEntries(
    LANGUAGES.filter((language) => source[language].trim()).map((language) => [
      language,
      source[language].trim(),
    ]),
  );
const numberOrNull = (value: NumberField) => (value === '' ? null : value);
/** Required values left empty are sent as undefined: the contract then names the missing field. */
const required = <T>(value: T | null | '') => (value === null || value === '' ? undefined : value);

/** What the API receives (POST, or PATCH with a version). Staff name the owner; a dealer owns its ads. */
export function toBody(values: AdFormValues, { withOwner }: { withOwner: boolean }): AdvertisementCreate {
  return {
    ...(withOwner ? { owner_id: required(values.owner_id) } : {}),
    region: values.region,
    lang: values.lang,
    brand_id: required(values.brand_id),
    model_id: required(values.model_id)!,
    year: required(values.year)!,
    vehicle_type_id: required(values.vehicle_type_id)!,
    mileage: numberOrNull(values.mileage),
    mileage_type_id: values.mileage_type_id,
    seats: numberOrNull(values.seats),
    seats_layout: values.seats_layout as AdvertisementCreate['seats_layout'],
    stock_number: values.stock_number.trim() || null,
    engine_brand_id: values.engine_brand_id,
    gearbox_brand_id: values.gearbox_brand_id,
    steering_wheel_id: values.steering_wheel_id,
    gvwr_type_id: values.gvwr_type_id,
    product_feature_ids: values.product_feature_ids,
    vehicle_tag_ids: values.vehicle_tag_ids,
    region_tag_ids: values.region_tag_ids,
    // Minor units are integers: 4 500 000,10 is 450000010, whatever the float says.
    price_minor: values.price === '' ? undefined! : Math.round(values.price * 100),
    currency: values.currency,
    country_id: required(values.country_id)!,
    city_id: required(values.city_id)!,
    title: filled(values.title),
    description: filled(values.description),
  };
}

/** Where an API or schema field error belongs in the form (`price_minor` is typed as a price). */
export const formPathOf = (field: string) => field.replace(/^price_minor$/, 'price');

/** Errors as react-hook-form nests them: `title.en` under `title`, a group message on `title` itself. */
export function nestErrors(issues: { path: string; message: string }[]): FieldErrors<AdFormValues> {
  const errors: Record<string, Record<string, unknown>> = {};
  for (const { path, message } of issues) {
    const [head, child] = formPathOf(path).split('.');
    const error = { type: 'validate', message };
    if (child) (errors[head] ??= {})[child] ??= error;
    else errors[head] ??= error;
  }
  return errors as FieldErrors<AdFormValues>;
}

/** What the live health panel sends (POST /advertisements/signals/preview): the judged fields as they stand. */
export function toPreview(values: AdFormValues, id: string | undefined): AdvertisementSignalsPreview {
  const body = toBody(values, { withOwner: false });
  return {
    ...(id ? { id } : {}),
    lang: body.lang,
    model_id: body.model_id,
    year: body.year,
    mileage: body.mileage,
    seats: body.seats,
    price_minor: body.price_minor,
    currency: body.currency,
    title: body.title,
    description: body.description,
  };
}
