import {
  formatPrice,
  LANGUAGES,
  publicAdvertisementUrl,
  type Advertisement,
  type AdvertisementListItem,
  type AdvertisementMedia,
  type AdvertisementSummary,
  type AdvertisementStatus,
  type Currency,
  type Language,
  type HealthBand,
  type PriceBand,
  type PriceFormats,
  type PublicAdvertisement,
  type Region,
  type Translations,
  thumbnailUnder,
} from '@coachyard/contract';
import type { AdvertisementRow, StoredAdvertisementMedia } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/index.ts';
import { entryText, optionalRefOf, refOf, type CatalogSnapshot } from './catalog.ts';

/** What presenting needs besides the row: the caller's language, the lookups, and where images and the site are. */
export interface PresentContext {
  language: Language;
  catalog: CatalogSnapshot;
  storage: Pick<Storage, 'publicUrl'>;
  siteUrl: string;
  /** Symbols and separators of each currency, from the Languages and regions settings. */
  priceFormats: PriceFormats;
}

/** The columns a list row reads (no description, no search text). */
export type ListRow = Pick<
  AdvertisementRow,
  | 'id'
  | 'shortId'
  | 'status'
  | 'ownerId'
  | 'lang'
  | 'region'
  | 'year'
  | 'brandId'
  | 'modelId'
  | 'vehicleTypeId'
  | 'priceMinor'
  | 'currency'
  | 'countryId'
  | 'cityId'
  | 'title'
  | 'media'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'healthScore'
  | 'healthBand'
  | 'priceBand'
  | 'views30d'
  | 'leads30d'
> & { ownerName: string | null };
/** A stored ad without its search columns (only the database reads those). */
export type AdRow = Omit<AdvertisementRow, 'searchText' | 'searchVector'>;
export type FullRow = AdRow & { ownerName: string | null };

/** A text in the reader's language, else the ad's, else English, else any. */
export function textFor(translations: Translations, language: Language, adLanguage: string) {
  const pick = (code: string) => translations[code as Language]?.trim();
  return (
    pick(language) ||
    pick(adLanguage) ||
    pick('en') ||
    LANGUAGES.map((code) => pick(code)).find(Boolean) ||
    ''
  );
}

export const presentMedia = (
  media: readonly StoredAdvertisementMedia[],
  storage: PresentContext['storage'],
): AdvertisementMedia[] =>
  media.map((item, position) => ({
    id: item.id,
    key: item.key,
    url: storage.publicUrl(item.key),
    thumbnail_url: storage.publicUrl(item.thumbnailKey),
    position,
    is_cover: item.isCover,
  }));

export function publicUrlOf(row: ListRow, context: PresentContext) {
  const name = (id: string) => context.catalog.entry(id)?.name ?? '';
  return publicAdvertisementUrl(context.siteUrl, {
    lang: row.lang,
    region: row.region,
    year: row.year,
    brand: name(row.brandId),
    model: name(row.modelId),
    short_id: row.shortId,
  });
}

/** An ad's named summary: the first fields of one ad and a row of the CSV export. */
export function presentSummary(
  row: ListRow,
  context: PresentContext,
  media = presentMedia(row.media, context.storage),
): AdvertisementSummary {
  const { language, catalog } = context;
  return {
    id: row.id,
    short_id: row.shortId,
    status: row.status,
    owner: { id: row.ownerId, name: row.ownerName ?? '' },
    lang: row.lang as Language,
    region: row.region as Region,
    year: row.year,
    brand: refOf(catalog, row.brandId, language),
    model: refOf(catalog, row.modelId, language),
    vehicle_type: refOf(catalog, row.vehicleTypeId, language),
    price_minor: row.priceMinor,
    currency: row.currency as Currency,
    price_formatted: formatPrice(row.priceMinor, row.currency as Currency, context.priceFormats),
    country: refOf(catalog, row.countryId, language),
    city: refOf(catalog, row.cityId, language),
    title_text: textFor(row.title, language, row.lang),
    cover: media.find((item) => item.is_cover) ?? null,
    photo_count: media.length,
    public_url: publicUrlOf(row, context),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    health_score: row.healthScore,
    health_band: row.healthBand as HealthBand | null,
    price_band: row.priceBand as PriceBand | null,
  };
}

/** Where the ads' thumbnails are: the list says it once a page (`thumbnail_base`), each row the rest. */
export const thumbnailBaseOf = (storage: PresentContext['storage']) =>
  storage.publicUrl('images/thumbs/advertisements/');

/** A row of the list (issue 30): names in the reader's language, the cover's thumbnail, the formatted price. */
export function presentListItem(row: ListRow, context: PresentContext): AdvertisementListItem {
  const { language, catalog } = context;
  const name = (id: string) => refOf(catalog, id, language).text;
  const cover = row.media.find((item) => item.isCover);
  return {
    id: row.id,
    short_id: row.shortId,
    status: row.status,
    owner: row.ownerName ?? '',
    year: row.year,
    brand: name(row.brandId),
    model: name(row.modelId),
    place: `${name(row.cityId)}${language === 'ar' ? '، ' : ', '}${name(row.countryId)}`,
    title_text: textFor(row.title, language, row.lang),
    price_formatted: formatPrice(row.priceMinor, row.currency as Currency, context.priceFormats),
    thumbnail: cover
      ? thumbnailUnder(thumbnailBaseOf(context.storage), context.storage.publicUrl(cover.thumbnailKey))
      : null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    health_score: row.healthScore,
    views_30d: row.views30d,
    leads_30d: row.leads30d,
  };
}

export function presentAdvertisement(
  row: FullRow,
  context: PresentContext,
  availableStatuses: AdvertisementStatus[],
): Advertisement {
  const { language, catalog } = context;
  const refs = (ids: string[]) => ids.map((id) => refOf(catalog, id, language));
  const media = presentMedia(row.media, context.storage);
  // The summary's object given the rest of the fields, not spread into a new literal: V8 builds a literal that
  // spreads one object and then names forty more fields property by property through its runtime, which cost a
  // millisecond an ad in a loop, and a tenth of one with most of a PATCH's garbage in the server (issue 30).
  return Object.assign(presentSummary(row, context, media), {
    owner_id: row.ownerId,
    rejection_reason: row.rejectionReason,
    available_statuses: availableStatuses,
    brand_id: row.brandId,
    model_id: row.modelId,
    vehicle_type_id: row.vehicleTypeId,
    mileage: row.mileage,
    mileage_type_id: row.mileageTypeId,
    mileage_type: optionalRefOf(catalog, row.mileageTypeId, language),
    seats: row.seats,
    seats_layout: row.seatsLayout as Advertisement['seats_layout'],
    stock_number: row.stockNumber,
    engine_brand_id: row.engineBrandId,
    engine_brand: optionalRefOf(catalog, row.engineBrandId, language),
    gearbox_brand_id: row.gearboxBrandId,
    gearbox_brand: optionalRefOf(catalog, row.gearboxBrandId, language),
    steering_wheel_id: row.steeringWheelId,
    steering_wheel: optionalRefOf(catalog, row.steeringWheelId, language),
    gvwr_type_id: row.gvwrTypeId,
    gvwr_type: optionalRefOf(catalog, row.gvwrTypeId, language),
    product_feature_ids: row.productFeatureIds,
    product_features: refs(row.productFeatureIds),
    vehicle_tag_ids: row.vehicleTagIds,
    vehicle_tags: refs(row.vehicleTagIds),
    region_tag_ids: row.regionTagIds,
    region_tags: refs(row.regionTagIds),
    country_id: row.countryId,
    city_id: row.cityId,
    title: row.title,
    description: row.description,
    description_text: textFor(row.description, language, row.lang),
    media,
    published_at: row.publishedAt?.toISOString() ?? null,
  });
}

export function presentPublic(row: FullRow, context: PresentContext): PublicAdvertisement {
  const { language, catalog } = context;
  const text = (id: string) => {
    const entry = catalog.entry(id);
    return entry ? entryText(entry, language) : '';
  };
  const optional = (id: string | null) => (id ? text(id) : null);
  const media = presentMedia(row.media, context.storage).map(({ url, thumbnail_url, is_cover }) => ({
    url,
    thumbnail_url,
    is_cover,
  }));
  return {
    short_id: row.shortId,
    lang: row.lang as Language,
    region: row.region as Region,
    year: row.year,
    brand: text(row.brandId),
    model: text(row.modelId),
    vehicle_type: text(row.vehicleTypeId),
    mileage: row.mileage,
    mileage_type: optional(row.mileageTypeId),
    seats: row.seats,
    seats_layout: row.seatsLayout as PublicAdvertisement['seats_layout'],
    engine_brand: optional(row.engineBrandId),
    gearbox_brand: optional(row.gearboxBrandId),
    steering_wheel: optional(row.steeringWheelId),
    gvwr_type: optional(row.gvwrTypeId),
    product_features: row.productFeatureIds.map(text).filter(Boolean),
    vehicle_tags: row.vehicleTagIds.map(text).filter(Boolean),
    region_tags: row.regionTagIds.map(text).filter(Boolean),
    price_minor: row.priceMinor,
    currency: row.currency as Currency,
    price_formatted: formatPrice(row.priceMinor, row.currency as Currency, context.priceFormats),
    country: text(row.countryId),
    city: text(row.cityId),
    title: textFor(row.title, language, row.lang),
    description: textFor(row.description, language, row.lang),
    media,
    cover: media.find((item) => item.is_cover) ?? null,
    public_url: publicUrlOf(row, context),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every lookup id rows point at, to make sure the catalog snapshot has them. */
export const lookupIdsOfRows = (rows: readonly (ListRow & Partial<FullRow>)[]) =>
  rows.flatMap((row) => [
    row.brandId,
    row.modelId,
    row.vehicleTypeId,
    row.countryId,
    row.cityId,
    row.mileageTypeId ?? null,
    row.engineBrandId ?? null,
    row.gearboxBrandId ?? null,
    row.steeringWheelId ?? null,
    row.gvwrTypeId ?? null,
    ...(row.productFeatureIds ?? []),
    ...(row.vehicleTagIds ?? []),
    ...(row.regionTagIds ?? []),
  ]);
