/** Languages the product speaks (SPEC §9). The first one is the default of the UI. */
export declare const LANGUAGES: readonly ["tr", "en", "es", "fr", "de", "it", "ru", "ar"];
export type Language = (typeof LANGUAGES)[number];
export declare const DEFAULT_LANGUAGE: Language;
export declare const RTL_LANGUAGES: readonly Language[];
export declare const isLanguage: (value: unknown) => value is Language;
/** Native names, so a user finds their language whatever the UI language is. */
export declare const LANGUAGE_NAMES: Record<Language, string>;
export declare const REGIONS: readonly ["tr", "eu", "us", "gb"];
export type Region = (typeof REGIONS)[number];
export declare const DEFAULT_REGION: Region;
export declare const CURRENCIES: readonly ["TRY", "EUR", "GBP", "USD"];
export type Currency = (typeof CURRENCIES)[number];
export declare const CURRENCY_BY_REGION: Record<Region, Currency>;
export declare const CURRENCY_SYMBOLS: Record<Currency, string>;
/**
 * Location keys and the vehicle types each allows (SPEC §9), as seeded: from then on the markets under
 * /locations decide (what the ad form offers and the API accepts).
 */
export declare const LOCATION_KEYS: readonly ["europe", "usa", "tr", "uk"];
export type LocationKey = (typeof LOCATION_KEYS)[number];
export declare const VEHICLE_TYPES_BY_LOCATION: Record<LocationKey, readonly string[]>;
export declare const ROLES: readonly ["ADMIN", "REPRESENTATIVE", "DEALER"];
export type Role = (typeof ROLES)[number];
export declare const isRole: (value: unknown) => value is Role;
/** Roles that have a position on the map (SPEC §2 User form, "allowedRolesForCoordinates"). */
export declare const ALLOWED_ROLES_FOR_COORDINATES: readonly Role[];
/** The role with extension, languages, time zone and work hours (SPEC's "one role"). */
export declare const ROLE_WITH_WORK_HOURS: Role;
/** The dealer-type role: first_name reads "Branch name", last_name is hidden. */
export declare const DEALER_ROLE: Role;
export declare const ACTIONS: readonly ["list", "read", "create", "update", "delete", "review"];
export type Action = (typeof ACTIONS)[number];
export declare const NAMESPACES: readonly ["dashboard", "advertisements", "users", "lookup-tables", "locations", "leads_query", "leads_faq", "leads_contact", "model_relations", "pages", "settings", "content", "privileges", "audit", "trash"];
export type Namespace = (typeof NAMESPACES)[number];
export type Privileges = Partial<Record<Namespace, Action[]>>;
export type Hierarchy = Record<Role, Role[]>;
/** Default privileges seeded per role (DESIGN §4). Editable rows afterwards. */
export declare const DEFAULT_PRIVILEGES: Record<Role, Privileges>;
/** Which roles each role may create and manage (DESIGN §4). */
export declare const HIERARCHY: Hierarchy;
/** Sidebar entries (SPEC §2): label key, path, and the namespace whose privilege shows it. */
export declare const NAV_ENTRIES: readonly {
    key: string;
    path: string;
    namespace: Namespace;
}[];
/** Lookup tables the product knows by slug (SPEC §3 "Lookup collections"). */
export declare const LOOKUP_TABLE_SLUGS: readonly ["content-management", "tag-management", "brands", "product-features", "vehicle-models", "vehicle-tags", "vehicle-type", "mileage-types", "gvwr-type", "currency", "location-collection", "steering-wheel", "engine-brand", "gearbox-brand", "advertisement-detail-page-translations", "roles", "countries", "languages"];
export type LookupTableSlug = (typeof LOOKUP_TABLE_SLUGS)[number];
export declare const regionTagSlug: (region: string) => string;
export declare const SEATS_LAYOUTS: readonly ["2+1", "2+2"];
/** Timing and limits of SPEC §9. */
export declare const LIMITS: {
    readonly loginPasswordMin: 5;
    readonly userPasswordMin: 8;
    readonly nameMin: 2;
    readonly phoneMax: 15;
    readonly coordinateMax: 12;
    readonly perPageMax: 100;
    readonly perPageDefault: 25;
    readonly requestBodyBytes: number;
};
export declare const DELAYS_MS: {
    readonly login: 500;
    readonly logout: 500;
    readonly photoPreview: 1000;
    readonly cityFetch: 10;
    readonly chunkTimeout: 120000;
};
/** The hours a user's work may start and end within (SPEC §2 User form); the Working hours settings choose inside them. */
export declare const WORK_HOUR_BOUNDS: {
    readonly start: {
        readonly from: 6;
        readonly to: 12;
    };
    readonly end: {
        readonly from: 12;
        readonly to: 19;
    };
};
/** Work-hour options `from`..`to` every `step` hours, as `hh:00`. */
export declare const hourRange: (from: number, to: number, step: number) => string[];
/** SPEC §2's defaults: start 6..12, end 12..19, step 2. */
export declare const START_TIME_OPTIONS: string[];
export declare const END_TIME_OPTIONS: string[];
/** Time options 06:00 to 17:00, two steps an hour (SPEC §9). */
export declare const timeOptions: (stepsPerHour?: number, from?: number, to?: number) => string[];
/** GMT-12:00 … GMT+12:00 (SPEC §9). */
export declare const TIME_ZONES: string[];
