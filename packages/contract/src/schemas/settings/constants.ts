// The groups of settings, their limits and defaults apart from their schemas: the settings screen and the user
// form take them without zod (the screens' weight budget, issue 30).
import {
  CURRENCY_BY_REGION,
  CURRENCY_SYMBOLS,
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  REGIONS,
  hourRange,
} from '../../constants.ts';
import { DEFAULT_NUMBER_FORMATS } from '../../format/currency.ts';
import type { RegionsSettings, SettingsValues, WorkingHoursSettings } from './groups.ts';

export const SETTINGS_GROUPS = [
  'site',
  'regions',
  'working_hours',
  'listings',
  'maintenance',
  'leads',
  'insights',
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];
/** What the public site may read; the rest is the back office's own business. */
export const PUBLIC_SETTINGS_GROUPS = [
  'site',
  'regions',
  'maintenance',
] as const satisfies readonly SettingsGroup[];
export const isSettingsGroup = (value: unknown): value is SettingsGroup =>
  typeof value === 'string' && (SETTINGS_GROUPS as readonly string[]).includes(value);

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
/** The placeholder a title template replaces with the page's own title. */
export const TITLE_PLACEHOLDER = '{title}';

export const SETTINGS_LIMITS = {
  nameMax: 100,
  trustedDealersMax: 500,
  addressMax: 300,
  titleTemplateMax: 120,
  descriptionMax: 320,
  maintenanceMax: 500,
  photosPerAdMax: 200,
  uploadMegabytesMax: 100,
  firstResponseHoursMax: 168,
  retentionDaysMin: 30,
  retentionDaysMax: 3650,
  /** Raw events must outlive the week an event may arrive late (issue 29). */
  eventRetentionDaysMin: 8,
} as const;

/** The user form's start and end hour choices the Working hours settings give. */
export const workHourOptionsOf = (hours: WorkingHoursSettings) => ({
  start: hourRange(hours.start.from, hours.start.to, hours.step),
  end: hourRange(hours.end.from, hours.end.to, hours.step),
});

/** What a group holds before anyone saved it: SPEC §9's values, and neutral texts staff replace. */
export const DEFAULT_SETTINGS: SettingsValues = {
  site: {
    name: 'Coachyard',
    logo_key: null,
    contact_email: 'info@coachyard.com',
    phone: '+44 20 7946 0000',
    address: 'Coachyard',
    social_links: { facebook: null, instagram: null, linkedin: null, youtube: null, x: null },
    title_template: { en: `${TITLE_PLACEHOLDER} | Coachyard` },
    description: { en: 'Used buses and coaches from dealers across Europe, Türkiye, the UK and the USA.' },
  },
  regions: {
    default_language: DEFAULT_LANGUAGE,
    default_region: DEFAULT_REGION,
    regions: Object.fromEntries(
      REGIONS.map((region) => {
        const currency = CURRENCY_BY_REGION[region];
        return [
          region,
          { currency, symbol: CURRENCY_SYMBOLS[currency], number_format: DEFAULT_NUMBER_FORMATS[currency] },
        ];
      }),
    ) as RegionsSettings['regions'],
  },
  working_hours: {
    time_options: { from: 6, to: 17 },
    steps_per_hour: 2,
    start: { from: 6, to: 12 },
    end: { from: 12, to: 19 },
    step: 2,
  },
  listings: {
    photos_per_ad: 30,
    upload_max_megabytes: 10,
    min_photos: 8,
    min_submit_score: 40,
    trusted_dealer_ids: [],
  },
  maintenance: { enabled: false, message: {} },
  leads: { first_response_hours: 24, retention_days: 730, inbox_user_id: null },
  insights: { retention_days: 30 },
};
