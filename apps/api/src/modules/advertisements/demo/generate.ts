import { randomUUID } from 'node:crypto';
import {
  CURRENCY_BY_REGION,
  LANGUAGES,
  REGIONS,
  regionTagSlug,
  SEATS_LAYOUTS,
  slugify,
  vehicleTypesForRegion,
  type AdvertisementStatus,
  type Language,
  type Region,
  type Translations,
} from '@coachyard/contract';
import type { Database } from '../../../db/client.ts';
import type { AdvertisementInsert, StoredAdvertisementMedia } from '../../../db/schema/index.ts';
import type { Storage } from '../../../storage/index.ts';
import { lookupEntriesOf, type LookupEntry } from '../../lookup-tables/index.ts';
import { allModelIdsByBrand } from '../../model-relations/index.ts';
import { AD_LOOKUP_TABLES as TABLES } from '../catalog.ts';
import { buildSearchText } from '../search-text.ts';
import { generateShortId } from '../short-id.ts';
import {
  BUDGET_BRANDS,
  colourOf,
  DEMO_COACHES,
  ENGINE_OF_BRAND,
  PREMIUM_BRANDS,
  REGION_PLACES,
  REGION_WEIGHTS,
  REJECTION_REASONS,
  skyOf,
  STATUS_WEIGHTS,
  UNITS_PER_EURO,
} from './catalogue.ts';
import { photoPool, type PoolPhoto } from './photos.ts';
import { WRITERS, type AdFacts } from './texts.ts';
import { randomSource } from '../../../lib/random-source.ts';
import { textIn } from '../../../lib/translated-entries.ts';

type Random = ReturnType<typeof randomSource>;

interface Coach {
  brand: LookupEntry;
  model: LookupEntry;
  regions: readonly Region[];
  photo: PoolPhoto;
}

/** Everything ads are made from: lookups by table, the coaches with their photos, the dealers. */
export interface DemoMaterial {
  /** Active top-level values by table. */
  topLevel: (table: string) => LookupEntry[];
  citiesOf: (countryId: string) => LookupEntry[];
  coaches: Coach[];
  interiors: PoolPhoto[];
  dealers: string[];
  /** Dealers by the region their country is in: most of a dealer's ads are in its own region. */
  regionOfDealer: Map<string, Region>;
  /** The demo DEALER account, which gets a good share of every status. */
  demoDealer: string | null;
}

export async function loadMaterial(
  db: Database,
  storage: Storage,
  dealers: readonly { id: string; country: string | null }[],
  demoDealer: string | null,
): Promise<DemoMaterial | null> {
  const tables = [...Object.values(TABLES), ...(['tr', 'eu', 'gb', 'us'] as const).map(regionTagSlug)];
  const entries = await lookupEntriesOf(db, tables);
  const byTable = new Map<string, LookupEntry[]>();
  for (const entry of entries) {
    if (!entry.isActive) continue;
    byTable.set(entry.lookupTableSlug, [...(byTable.get(entry.lookupTableSlug) ?? []), entry]);
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const relations = await allModelIdsByBrand(db);
  const topLevel = (table: string) => (byTable.get(table) ?? []).filter((entry) => entry.parentId === null);

  const candidates = DEMO_COACHES.flatMap(([brandSlug, modelName, regions], index) => {
    const brand = topLevel(TABLES.brand).find((entry) => entry.slug === brandSlug);
    const model = brand
      ? (relations.get(brand.id) ?? [])
          .map((id) => byId.get(id))
          .find((entry) => entry?.slug === slugify(`${brandSlug} ${modelName}`))
      : undefined;
    return brand && model ? [{ brand, model, regions, index }] : [];
  });
  if (!candidates.length || !dealers.length) return null;

  const pool = await photoPool(
    storage,
    candidates.map(({ brand, model, index }) => ({
      brandSlug: brand.slug,
      brand: brand.name,
      model: model.name,
      colour: colourOf(index),
      sky: skyOf(index),
      city: model.attributes.vehicle_type === 'city',
    })),
  );
  const citiesByCountry = new Map<string, LookupEntry[]>();
  for (const entry of byTable.get(TABLES.countries) ?? []) {
    if (entry.parentId)
      citiesByCountry.set(entry.parentId, [...(citiesByCountry.get(entry.parentId) ?? []), entry]);
  }
  const topLevelByTable = new Map(
    [...byTable].map(([table, rows]) => [table, rows.filter((entry) => entry.parentId === null)]),
  );
  return {
    topLevel: (table) => topLevelByTable.get(table) ?? [],
    citiesOf: (countryId) => citiesByCountry.get(countryId) ?? [],
    coaches: candidates.map((candidate, index) => ({ ...candidate, photo: pool.exteriors[index]! })),
    interiors: pool.interiors,
    dealers: dealers.map((dealer) => dealer.id),
    regionOfDealer: new Map(
      dealers.flatMap((dealer) => {
        const region = dealer.country ? byId.get(dealer.country)?.attributes.region : undefined;
        return REGIONS.includes(region as Region) ? [[dealer.id, region as Region] as const] : [];
      }),
    ),
    demoDealer,
  };
}

const DAY_MS = 86_400_000;

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: Language) => {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
};

const roundPrice = (units: number) => {
  const step = units >= 1_000_000 ? 10_000 : units >= 100_000 ? 1_000 : 500;
  return Math.max(step, Math.round(units / step) * step);
};

/** One realistic ad: a coach that sells in the region, priced for its age and maker, with photos. */
export function generateAdvertisement(
  material: DemoMaterial,
  random: Random,
  index: number,
): AdvertisementInsert {
  const { topLevel } = material;
  const owner =
    material.demoDealer && (material.dealers.length === 1 || index % 4 === 0)
      ? material.demoDealer
      : random.pick(material.dealers);
  const home = material.regionOfDealer.get(owner);
  const region = home && random.next() < 0.85 ? home : random.weighted(REGION_WEIGHTS);
  const coaches = material.coaches.filter((coach) => coach.regions.includes(region));
  const coach = random.pick(coaches.length ? coaches : material.coaches);
  const place = random.pick(REGION_PLACES[region]);
  const country = topLevel(TABLES.countries).find((entry) => entry.slug === place.country);
  const cities = country ? material.citiesOf(country.id) : [];
  const city = cities.length ? random.pick(cities) : undefined;
  const lang: Language = place.lang;

  const kind = String(coach.model.attributes.vehicle_type ?? 'coach');
  const typeSlug =
    region === 'us'
      ? 'coach'
      : kind === 'city'
        ? 'city'
        : vehicleTypesForRegion(region).includes('intercity')
          ? 'intercity'
          : 'city';
  const vehicleType = topLevel(TABLES.vehicleType).find((entry) => entry.slug === typeSlug)!;

  const thisYear = new Date().getUTCFullYear();
  const age = Math.min(thisYear - 2004, Math.floor(random.next() ** 1.6 * 18));
  const year = thisYear - age;
  const miles = region === 'us' || region === 'gb';
  const kilometres = age === 0 ? random.int(500, 15_000) : age * random.int(55_000, 140_000);
  const mileage = Math.round((miles ? kilometres / 1.609 : kilometres) / 100) * 100;
  const mileageType = topLevel(TABLES.mileageType).find((entry) => entry.slug === (miles ? 'mi' : 'km'));

  const layout = kind === 'city' ? null : random.next() < 0.2 ? SEATS_LAYOUTS[0] : SEATS_LAYOUTS[1];
  const seats =
    kind === 'city' ? random.int(24, 40) : layout === '2+1' ? random.int(28, 40) : random.int(44, 59);

  const currency = CURRENCY_BY_REGION[region];
  const tier = PREMIUM_BRANDS.has(coach.brand.slug) ? 1.12 : BUDGET_BRANDS.has(coach.brand.slug) ? 0.78 : 1;
  const euros = Math.max(
    12_000,
    (kind === 'city' ? 330_000 : 390_000) * 0.88 ** age * tier * (0.85 + random.next() * 0.3),
  );
  const priceMinor = roundPrice(euros * UNITS_PER_EURO[currency]) * 100;

  const features = random.some(
    topLevel(TABLES.productFeatures).filter((entry) => entry.slug !== 'seats_layout'),
    4,
    12,
  );
  const vehicleTags = random.some(topLevel(TABLES.vehicleTags), 0, 3);
  const regionTags = random.some(topLevel(regionTagSlug(region)), 0, 3);
  const engines = topLevel(TABLES.engineBrand);
  const engine =
    engines.find((entry) => entry.slug === ENGINE_OF_BRAND[coach.brand.slug]) ??
    (engines.length ? random.pick(engines) : undefined);
  const gearboxes = topLevel(TABLES.gearboxBrand);
  const steering = topLevel(TABLES.steeringWheel).find(
    (entry) => entry.slug === (region === 'gb' ? 'right' : 'left'),
  );
  const gvwrs = topLevel(TABLES.gvwrType).filter(
    (entry) => entry.slug.startsWith('class-') === (region === 'us'),
  );

  // The dealer's language, often English too, sometimes one more.
  const languages = new Set<Language>([lang, 'en']);
  if (random.next() < 0.25) languages.add(random.pick(LANGUAGES));
  const title: Translations = {};
  const description: Translations = {};
  for (const language of languages) {
    const write = WRITERS[language];
    if (!write) continue;
    const name = (entry: LookupEntry | undefined) =>
      entry ? textIn(entry.translations, entry.name, language) : '';
    const facts: AdFacts = {
      year,
      brand: coach.brand.name,
      model: coach.model.name,
      seats,
      layout,
      mileage: `${numberFormat(language).format(mileage)} ${miles ? 'mi' : 'km'}`,
      vehicleType: name(vehicleType),
      city: name(city),
      features: features.slice(0, 5).map(name),
      tags: vehicleTags.map(name),
    };
    const written = write(facts);
    title[language] = written.title.slice(0, 120);
    description[language] = written.description;
  }

  // The demo dealer's first ads cover every status, so its list shows the whole workflow.
  const status: AdvertisementStatus =
    owner === material.demoDealer && index < STATUS_WEIGHTS.length * 4
      ? STATUS_WEIGHTS[Math.floor(index / 4) % STATUS_WEIGHTS.length]![0]
      : random.weighted(STATUS_WEIGHTS);

  const now = Date.now();
  const createdAt = new Date(now - random.int(0, 540) * DAY_MS - random.int(0, DAY_MS));
  const updatedAt = new Date(createdAt.getTime() + random.next() * (now - createdAt.getTime()));
  const shown = ['published', 'sold', 'archived'].includes(status);

  const media: StoredAdvertisementMedia[] = [coach.photo, ...random.some(material.interiors, 0, 3)].map(
    (photo, position) => ({
      id: randomUUID(),
      key: photo.key,
      thumbnailKey: photo.thumbnailKey,
      isCover: position === 0,
    }),
  );
  const shortId = generateShortId();
  return {
    id: randomUUID(),
    version: 1,
    shortId,
    ownerId: owner,
    lang,
    region,
    status,
    rejectionReason:
      status === 'rejected' ? random.pick(REJECTION_REASONS[lang === 'tr' ? 'tr' : 'en']) : null,
    publishedAt: shown
      ? new Date(createdAt.getTime() + (updatedAt.getTime() - createdAt.getTime()) / 2)
      : null,
    brandId: coach.brand.id,
    modelId: coach.model.id,
    year,
    vehicleTypeId: vehicleType.id,
    mileage,
    mileageTypeId: mileageType?.id ?? null,
    seats,
    seatsLayout: layout,
    engineBrandId: engine?.id ?? null,
    gearboxBrandId: gearboxes.length ? random.pick(gearboxes).id : null,
    steeringWheelId: steering?.id ?? null,
    gvwrTypeId: gvwrs.length ? random.pick(gvwrs).id : null,
    productFeatureIds: features.map((entry) => entry.id),
    vehicleTagIds: vehicleTags.map((entry) => entry.id),
    regionTagIds: regionTags.map((entry) => entry.id),
    priceMinor,
    currency,
    countryId: country!.id,
    cityId: city!.id,
    title,
    description,
    media,
    searchText: buildSearchText({ shortId, brand: coach.brand, model: coach.model, title, description }),
    createdAt,
    updatedAt,
    createdBy: owner,
    updatedBy: owner,
  };
}
