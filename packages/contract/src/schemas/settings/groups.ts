import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS, WORK_HOUR_BOUNDS, type Region } from '../../constants.ts';
import { parseNumberFormat } from '../../format/currency.ts';
import { isValidEmail } from '../user-rules.ts';
import { hasContentInOneLanguage, translationsSchema } from '../translations.ts';
import { SETTINGS_LIMITS, SOCIAL_NETWORKS, TITLE_PLACEHOLDER, type SettingsGroup } from './constants.ts';

// The groups of settings: what each holds and how it is checked (their list, limits and defaults: constants.ts).

const text = (max: number) =>
  z.string().trim().min(1, 'common.required').min(2, 'settings.text_min').max(max, 'common.too_long');
const httpsUrl = z
  .string()
  .trim()
  .max(500, 'common.too_long')
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), 'settings.url_invalid');

export const siteSettingsSchema = z.strictObject({
  name: text(SETTINGS_LIMITS.nameMax),
  /** An upload key (signed upload, namespace `media`), or null for no logo. */
  logo_key: z.string().max(300).nullable(),
  contact_email: z
    .string()
    .trim()
    .min(1, 'common.required')
    .max(254, 'common.too_long')
    .refine(isValidEmail, 'user.email_invalid'),
  /** International form: +, then digits, spaces or hyphens. */
  phone: z
    .string()
    .trim()
    .min(1, 'common.required')
    .regex(/^\+\d[\d -]{6,18}\d$/, 'settings.phone_invalid'),
  address: text(SETTINGS_LIMITS.addressMax),
  social_links: z.strictObject(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl.nullable()])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      z.ZodNullable<typeof httpsUrl>
    >,
  ),
  /** Per language; each must hold {title}. */
  title_template: translationsSchema(SETTINGS_LIMITS.titleTemplateMax)
    .refine(
      (templates) =>
        Object.values(templates).every((template) => !template || template.includes(TITLE_PLACEHOLDER)),
      'settings.title_placeholder',
    )
    .refine(hasContentInOneLanguage, 'translation.least_one'),
  description: translationsSchema(SETTINGS_LIMITS.descriptionMax).refine(
    hasContentInOneLanguage,
    'translation.least_one',
  ),
});

export const regionMoneySchema = z.strictObject({
  currency: z.enum(CURRENCIES, { error: 'advertisement.currency_invalid' }),
  symbol: z.string().trim().min(1, 'common.required').max(4, 'common.too_long'),
  /** The sample 1234.56 as the region writes it: `1.234,56`, `1,234.56`, `1 234,56`. */
  number_format: z
    .string()
    .trim()
    .min(1, 'common.required')
    .refine((pattern) => parseNumberFormat(pattern) !== null, 'settings.number_format_invalid'),
});

export const regionsSettingsSchema = z.strictObject({
  default_language: z.enum(LANGUAGES, { error: 'common.invalid' }),
  default_region: z.enum(REGIONS, { error: 'common.invalid' }),
  regions: z.strictObject(
    Object.fromEntries(REGIONS.map((region) => [region, regionMoneySchema])) as Record<
      Region,
      typeof regionMoneySchema
    >,
  ),
});

const hour = z.number({ error: 'common.required' }).int('common.invalid');
const hourSpan = (min: number, max: number) =>
  z
    .strictObject({
      from: hour.min(min, 'settings.hour_range').max(max, 'settings.hour_range'),
      to: hour.min(min, 'settings.hour_range').max(max, 'settings.hour_range'),
    })
    .refine((range) => range.from < range.to, { message: 'settings.hour_order', path: ['to'] });

export const workingHoursSettingsSchema = z.strictObject({
  /** The time options of SPEC §9: every step between `from` and `to` o'clock. */
  time_options: hourSpan(0, 24),
  steps_per_hour: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: 'common.invalid' }),
  /** The user form's start and end hour choices (SPEC §2: 6–12 and 12–19) and the hours between choices. */
  start: hourSpan(WORK_HOUR_BOUNDS.start.from, WORK_HOUR_BOUNDS.start.to),
  end: hourSpan(WORK_HOUR_BOUNDS.end.from, WORK_HOUR_BOUNDS.end.to),
  step: hour.min(1, 'settings.hour_range').max(6, 'settings.hour_range'),
});

export const listingsSettingsSchema = z.strictObject({
  photos_per_ad: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(1, 'settings.limit_range')
    .max(SETTINGS_LIMITS.photosPerAdMax, 'settings.limit_range'),
  upload_max_megabytes: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(1, 'settings.limit_range')
    .max(SETTINGS_LIMITS.uploadMegabytesMax, 'settings.limit_range'),
  /** The photos an ad needs for its health check to pass (issue 27). */
  min_photos: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(0, 'settings.limit_range')
    .max(SETTINGS_LIMITS.photosPerAdMax, 'settings.limit_range'),
  /** The health score below which an ad is not accepted for review (issue 27; an ADMIN may override). */
  min_submit_score: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(0, 'settings.limit_range')
    .max(100, 'settings.limit_range'),
  /**
   * Dealers whose new stock-feed ads go straight to published when their health is green (issue 28); the
   * others' go to review.
   */
  trusted_dealer_ids: z
    .array(z.uuid('common.invalid'))
    .max(SETTINGS_LIMITS.trustedDealersMax, 'common.too_long')
    .default([]),
});

export const maintenanceSettingsSchema = z
  .strictObject({
    enabled: z.boolean(),
    message: translationsSchema(SETTINGS_LIMITS.maintenanceMax),
  })
  .refine((notice) => !notice.enabled || hasContentInOneLanguage(notice.message), {
    message: 'translation.least_one',
    path: ['message'],
  });

export const leadsSettingsSchema = z.strictObject({
  /** Hours within which a new lead should get its first answer (the leads module reads it). */
  first_response_hours: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(1, 'settings.limit_range')
    .max(SETTINGS_LIMITS.firstResponseHoursMax, 'settings.limit_range'),
  /** Days leads and audit events are kept before they may be purged. */
  retention_days: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(SETTINGS_LIMITS.retentionDaysMin, 'settings.limit_range')
    .max(SETTINGS_LIMITS.retentionDaysMax, 'settings.limit_range'),
  /** The staff member FAQ and contact leads go to (an active ADMIN or REPRESENTATIVE); null: the first ADMIN. */
  inbox_user_id: z.uuid('common.invalid').nullable().default(null),
});

/** Insights (issue 29): how long the public site's raw events are kept; their daily counts stay. */
export const insightsSettingsSchema = z.strictObject({
  retention_days: z
    .number({ error: 'common.required' })
    .int('common.invalid')
    .min(SETTINGS_LIMITS.eventRetentionDaysMin, 'settings.limit_range')
    .max(SETTINGS_LIMITS.retentionDaysMax, 'settings.limit_range'),
});

export const SETTINGS_SCHEMAS = {
  site: siteSettingsSchema,
  regions: regionsSettingsSchema,
  working_hours: workingHoursSettingsSchema,
  listings: listingsSettingsSchema,
  maintenance: maintenanceSettingsSchema,
  leads: leadsSettingsSchema,
  insights: insightsSettingsSchema,
} as const satisfies Record<SettingsGroup, z.ZodType>;

export type SettingsValues = { [G in SettingsGroup]: z.infer<(typeof SETTINGS_SCHEMAS)[G]> };
export type SiteSettings = SettingsValues['site'];
export type RegionsSettings = SettingsValues['regions'];
export type WorkingHoursSettings = SettingsValues['working_hours'];
export type ListingsSettings = SettingsValues['listings'];
export type MaintenanceSettings = SettingsValues['maintenance'];
