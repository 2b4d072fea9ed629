import { z } from 'zod';
import { regionsSettingsSchema } from './groups.ts';

// What the server tells of where it runs, and the settings the public site may read.

export const ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** SPEC §9 environments by host: a `stage` host is staging, a local or `dev` host development, else production. */
export function environmentOfHost(host: string): Environment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (/(^|[.-])(stage|staging)([.-]|$)/.test(name)) return 'staging';
  if (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/.test(name) || /(^|[.-])(dev|local)([.-]|$)/.test(name))
    return 'development';
  return 'production';
}

export const runtimeConfigurationSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  /** Where the environment came from: the APP_ENV variable or the host name. */
  environment_source: z.enum(['APP_ENV', 'host']),
  version: z.string(),
  database: z.enum(['embedded', 'external']),
  storage_driver: z.enum(['local', 's3']),
  redis: z.boolean(),
  /** The ceilings the server's environment sets on the Listings settings. */
  limits: z.object({ photos_per_ad: z.number().int(), upload_max_megabytes: z.number() }),
});
export type RuntimeConfiguration = z.infer<typeof runtimeConfigurationSchema>;

export const publicSettingsSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  site: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    contact_email: z.string(),
    phone: z.string(),
    address: z.string(),
    social_links: z.record(z.string(), z.string().nullable()),
    title_template: z.string(),
    description: z.string(),
  }),
  regions: regionsSettingsSchema,
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
