import type { Region } from '@coachyard/contract';
import type { Sky } from './photos.ts';

/**
 * The coaches demo ads are about: brand slug, model (as named in vehicle-models), the regions where such an ad is
 * plausible. Each has one drawn exterior photo, so an ad's cover shows its own brand and model.
 */
// prettier-ignore
export const DEMO_COACHES: readonly (readonly [brandSlug: string, model: string, regions: readonly Region[]])[] = [
  ['temsa', 'Safari HD', ['tr', 'eu']],
  ['temsa', 'Maraton', ['tr']],
  ['temsa', 'HD 13', ['eu', 'gb']],
  ['temsa', 'Prestij', ['tr']],
  ['temsa', 'MD9 electriCITY', ['eu', 'tr']],
  ['temsa', 'TS 45', ['us']],
  ['temsa', 'TS 35E', ['us']],
  ['mercedes-benz', 'Travego', ['tr', 'eu']],
  ['mercedes-benz', 'Tourismo', ['tr', 'eu', 'gb']],
  ['mercedes-benz', 'Intouro', ['tr', 'eu']],
  ['mercedes-benz', 'Citaro', ['eu', 'tr', 'gb']],
  ['setra', 'S 516 HD', ['tr', 'eu']],
  ['setra', 'S 517 HD', ['eu', 'us']],
  ['man', "Lion's Coach", ['tr', 'eu', 'gb']],
  ['man', "Lion's Intercity", ['eu', 'tr']],
  ['man', "Lion's City", ['eu']],
  ['neoplan', 'Tourliner', ['tr', 'eu']],
  ['neoplan', 'Cityliner', ['eu', 'tr']],
  ['volvo', '9700', ['eu', 'us', 'gb']],
  ['volvo', 'B11R', ['gb']],
  ['volvo', '7900 Electric', ['eu', 'gb']],
  ['scania', 'Touring', ['eu', 'tr']],
  ['scania', 'Interlink', ['eu']],
  ['iveco', 'Evadys', ['eu']],
  ['iveco', 'Crossway', ['eu', 'tr']],
  ['irizar', 'i6S', ['eu', 'gb']],
  ['irizar', 'i8', ['eu']],
  ['van-hool', 'TX16 Astron', ['eu']],
  ['van-hool', 'CX45', ['us']],
  ['vdl', 'Futura FHD2', ['eu', 'gb']],
  ['otokar', 'Navigo', ['tr']],
  ['otokar', 'Kent', ['tr', 'eu']],
  ['isuzu', 'Novo', ['tr', 'eu']],
  ['bmc', 'Procity', ['tr']],
  ['karsan', 'Atak', ['tr', 'eu']],
  ['solaris', 'Urbino', ['eu']],
  ['prevost', 'H3-45', ['us']],
  ['mci', 'J4500', ['us']],
  ['plaxton', 'Panther', ['gb']],
  ['alexander-dennis', 'Enviro400', ['gb']],
];

const PALETTE = [
  '#1f4e9c',
  '#b71c1c',
  '#2e7d32',
  '#37474f',
  '#6a1b9a',
  '#ef6c00',
  '#00695c',
  '#283593',
  '#5d4037',
  '#c62828',
  '#1565c0',
  '#455a64',
];
const SKIES: Sky[] = ['day', 'dusk', 'overcast'];
export const colourOf = (index: number) => PALETTE[(index * 5) % PALETTE.length]!;
export const skyOf = (index: number) => SKIES[index % SKIES.length]!;

/** Where the ads of a region are: countries (ISO slug) with cities in the lookups, and the ads' languages. */
export const REGION_PLACES: Record<
  Region,
  readonly { country: string; lang: 'tr' | 'en' | 'de' | 'fr' | 'es' | 'it' }[]
> = {
  tr: [{ country: 'tr', lang: 'tr' }],
  eu: [
    { country: 'de', lang: 'de' },
    { country: 'fr', lang: 'fr' },
    { country: 'es', lang: 'es' },
    { country: 'it', lang: 'it' },
  ],
  gb: [{ country: 'gb', lang: 'en' }],
  us: [{ country: 'us', lang: 'en' }],
};
export const REGION_WEIGHTS: readonly (readonly [Region, number])[] = [
  ['tr', 40],
  ['eu', 30],
  ['gb', 15],
  ['us', 15],
];
export const STATUS_WEIGHTS = [
  ['published', 55],
  ['draft', 12],
  ['pending_review', 12],
  ['rejected', 5],
  ['sold', 10],
  ['archived', 6],
] as const;

/** Euros per unit of each currency, roughly: prices are made in euros and shown in the ad's currency. */
export const UNITS_PER_EURO = { EUR: 1, TRY: 37, USD: 1.08, GBP: 0.85 } as const;
export const PREMIUM_BRANDS = new Set([
  'setra',
  'mercedes-benz',
  'neoplan',
  'van-hool',
  'irizar',
  'volvo',
  'scania',
  'man',
  'prevost',
  'mci',
]);
export const BUDGET_BRANDS = new Set(['yutong', 'king-long', 'higer', 'karsan', 'bmc', 'isuzu', 'otokar']);
/** The engine maker most such coaches carry (engine-brand slugs); others get a random one. */
export const ENGINE_OF_BRAND: Record<string, string> = {
  'mercedes-benz': 'mercedes-benz',
  setra: 'mercedes-benz',
  man: 'man',
  neoplan: 'man',
  volvo: 'volvo',
  scania: 'scania',
  iveco: 'fpt-industrial',
  prevost: 'volvo',
  mci: 'cummins',
  temsa: 'cummins',
};

export const REJECTION_REASONS = {
  tr: [
    'Fotoğraflar aracı net göstermiyor',
    'Fiyat bilgisi eksik veya hatalı görünüyor',
    'Açıklamada iletişim bilgisi olamaz',
  ],
  en: [
    'The photos do not show the vehicle clearly',
    'The price looks wrong; please check it',
    'Contact details are not allowed in the description',
  ],
} as const;
