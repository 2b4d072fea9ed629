/** Languages the product speaks (SPEC §9). The first one is the default of the UI. */
export const LANGUAGES = ['tr', 'en', 'es', 'fr', 'de', 'it', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Native names, so a user finds their language whatever the UI language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  tr: 'Türkçe',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ru: 'Русский',
  ar: 'العربية',
};

export const REGIONS = ['tr', 'eu', 'us', 'gb'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'eu';

export const CURRENCIES = ['TRY', 'EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_BY_REGION: Record<Region, Currency> = { tr: 'TRY', us: 'USD', eu: 'EUR', gb: 'GBP' };
export const CURRENCY_SYMBOLS: Record<Currency, string> = { TRY: '₺', EUR: '€', GBP: '£', USD: '$' };

/**
 * Location keys and the vehicle types each allows (SPEC §9), as seeded: from then on the markets under
 * /locations decide (what the ad form offers and the API accepts).
 */
export const LOCATION_KEYS = ['europe', 'usa', 'tr', 'uk'] as const;
export type LocationKey = (typeof LOCATION_KEYS)[number];
export const VEHICLE_TYPES_BY_LOCATION: Record<LocationKey, readonly string[]> = {
  tr: ['city', 'intercity'],
  uk: ['city', 'intercity'],
  europe: ['city', 'intercity'],
  usa: ['coach'],
};

export const ROLES = ['ADMIN', 'REPRESENTATIVE', 'DEALER'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
/** Roles that have a position on the map (SPEC §2 User form, "allowedRolesForCoordinates"). */
export const ALLOWED_ROLES_FOR_COORDINATES: readonly Role[] = ['DEALER', 'REPRESENTATIVE'];
/** The role with extension, languages, time zone and work hours (SPEC's "one role"). */
export const ROLE_WITH_WORK_HOURS: Role = 'REPRESENTATIVE';
/** The dealer-type role: first_name reads "Branch name", last_name is hidden. */
export const DEALER_ROLE: Role = 'DEALER';

export const ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'review'] as const;
export type Action = (typeof ACTIONS)[number];

export const NAMESPACES = [
  'dashboard',
  'advertisements',
  'users',
  'lookup-tables',
  'locations',
  'leads_query',
  'leads_faq',
  'leads_contact',
  'model_relations',
  'pages',
  'settings',
  'content',
  'privileges',
  'audit',
  'trash',
  'feeds',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Privileges = Partial<Record<Namespace, Action[]>>;
export type Hierarchy = Record<Role, Role[]>;

const ALL: Action[] = ['list', 'read', 'create', 'update', 'delete'];

/** Default privileges seeded per role (DESIGN §4). Editable rows afterwards. */
export const DEFAULT_PRIVILEGES: Record<Role, Privileges> = {
  ADMIN: {
    dashboard: ALL,
    advertisements: [...ALL, 'review'],
    users: ALL,
    'lookup-tables': ALL,
    locations: ALL,
    model_relations: ALL,
    pages: ALL,
    settings: ALL,
    content: ALL,
    leads_query: ALL,
    leads_faq: ALL,
    leads_contact: ALL,
    privileges: ALL,
    audit: ALL,
    trash: ALL,
    feeds: ALL,
  },
  REPRESENTATIVE: {
    dashboard: ['read'],
    advertisements: ['list', 'read', 'create', 'update', 'review'],
    users: ['list', 'read', 'create', 'update'],
    leads_query: ['list', 'read', 'update'],
    leads_faq: ['list', 'read', 'update'],
    leads_contact: ['list', 'read', 'update'],
    feeds: ALL,
  },
  DEALER: {
    dashboard: ['read'],
    advertisements: ['list', 'read', 'create', 'update', 'delete'],
    leads_query: ['list', 'read', 'update'],
    feeds: ALL,
  },
};

/** Which roles each role may create and manage (DESIGN §4). */
export const HIERARCHY: Hierarchy = {
  ADMIN: ['ADMIN', 'REPRESENTATIVE', 'DEALER'],
  REPRESENTATIVE: ['DEALER'],
  DEALER: [],
};

/** Sidebar entries (SPEC §2): label key, path, and the namespace whose privilege shows it. */
export const NAV_ENTRIES: readonly { key: string; path: string; namespace: Namespace }[] = [
  { key: 'dashboard', path: '/dashboard', namespace: 'dashboard' },
  { key: 'advertisements', path: '/advertisements', namespace: 'advertisements' },
  { key: 'users', path: '/users', namespace: 'users' },
  { key: 'lookupTables', path: '/lookup-tables', namespace: 'lookup-tables' },
  { key: 'locations', path: '/locations', namespace: 'locations' },
  { key: 'leadsQuery', path: '/leads_query', namespace: 'leads_query' },
  { key: 'leadsFaq', path: '/leads_faq', namespace: 'leads_faq' },
  { key: 'leadsContact', path: '/leads_contact', namespace: 'leads_contact' },
  { key: 'modelRelations', path: '/model_relations', namespace: 'model_relations' },
  { key: 'content', path: '/content', namespace: 'content' },
  { key: 'privileges', path: '/privileges', namespace: 'privileges' },
  { key: 'audit', path: '/audit', namespace: 'audit' },
  { key: 'trash', path: '/trash', namespace: 'trash' },
  { key: 'feeds', path: '/feeds', namespace: 'feeds' },
];

/** Lookup tables the product knows by slug (SPEC §3 "Lookup collections"). */
export const LOOKUP_TABLE_SLUGS = [
  'content-management',
  'tag-management',
  'brands',
  'product-features',
  'vehicle-models',
  'vehicle-tags',
  'vehicle-type',
  'mileage-types',
  'gvwr-type',
  'currency',
  'location-collection',
  'steering-wheel',
  'engine-brand',
  'gearbox-brand',
  'advertisement-detail-page-translations',
  'roles',
  'countries',
  'languages',
] as const;
export type LookupTableSlug = (typeof LOOKUP_TABLE_SLUGS)[number];
export const regionTagSlug = (region: string) => `${region}-region-tags`;
export const SEATS_LAYOUTS = ['2+1', '2+2'] as const;

/** Timing and limits of SPEC §9. */
export const LIMITS = {
  loginPasswordMin: 5,
  userPasswordMin: 8,
  nameMin: 2,
  phoneMax: 15,
  coordinateMax: 12,
  perPageMax: 100,
  perPageDefault: 25,
  requestBodyBytes: 1024 * 1024,
} as const;
export const DELAYS_MS = {
  login: 500,
  logout: 500,
  photoPreview: 1000,
  cityFetch: 10,
  chunkTimeout: 120_000,
} as const;

/** The hours a user's work may start and end within (SPEC §2 User form); the Working hours settings choose inside them. */
export const WORK_HOUR_BOUNDS = { start: { from: 6, to: 12 }, end: { from: 12, to: 19 } } as const;
/** Work-hour options `from`..`to` every `step` hours, as `hh:00`. */
export const hourRange = (from: number, to: number, step: number) => {
  const hours: string[] = [];
  for (let hour = from; hour <= to; hour += step) hours.push(`${String(hour).padStart(2, '0')}:00`);
  return hours;
};
/** SPEC §2's defaults: start 6..12, end 12..19, step 2. */
export const START_TIME_OPTIONS = hourRange(6, 12, 2);
export const END_TIME_OPTIONS = hourRange(12, 19, 2);

/** Time options 06:00 to 17:00, two steps an hour (SPEC §9). */
export const timeOptions = (stepsPerHour = 2, from = 6, to = 17): string[] => {
  const options: string[] = [];
  const minutes = 60 / stepsPerHour;
  for (let total = from * 60; total <= to * 60; total += minutes) {
    options.push(`${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`);
  }
  return options;
};

/** GMT-12:00 … GMT+12:00 (SPEC §9). */
export const TIME_ZONES: string[] = Array.from({ length: 25 }, (_, index) => {
  const offset = index - 12;
  const sign = offset < 0 ? '-' : '+';
  return `GMT${sign}${String(Math.abs(offset)).padStart(2, '0')}:00`;
});
