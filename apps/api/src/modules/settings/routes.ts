import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  environmentOfHost,
  errorEnvelopeSchema,
  formSettingsSchema,
  publicSettingsSchema,
  runtimeConfigurationSchema,
  SETTINGS_GROUPS,
  settingsGroupStateSchema,
  settingsStateSchema,
  settingsWriteSchema,
  type Language,
  type SettingsState,
} from '@coachyard/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope, ok } from '../../lib/envelope.ts';
import { registerRecordHistory } from '../../lib/record-history.ts';
import { currentSettings, listingLimits, MEGABYTE } from './current.ts';
import { settingsHistory } from './history.ts';
import { saveGroup } from './service.ts';

const TAG = 'settings';
const langQuery = z.object({ lang: z.string().optional() });
const groupParams = z.object({ group: z.enum(SETTINGS_GROUPS) });
const errors = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;

/** The release this server runs: the version of the repository's package.json, read once at start. */
const APP_VERSION: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
).version;

/** SPEC §9: APP_ENV when the operator set it, else what the host name the request came to says. */
const environmentOf = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.appEnv ?? environmentOfHost(request.hostname);

const textIn = (texts: Partial<Record<Language, string>>, language: Language) =>
  texts[language]?.trim() || texts.en?.trim() || Object.values(texts).find(Boolean) || '';

/** Only what the marketplace site shows, in the reader's language. */
function publicView(state: SettingsState, language: Language, logoUrl: (key: string) => string) {
  const site = state.site.values;
  return {
    site: {
      name: site.name,
      logo_url: site.logo_key ? logoUrl(site.logo_key) : null,
      contact_email: site.contact_email,
      phone: site.phone,
      address: site.address,
      social_links: site.social_links,
      title_template: textIn(site.title_template, language),
      description: textIn(site.description, language),
    },
    regions: state.regions.values,
    maintenance: {
      enabled: state.maintenance.values.enabled,
      message: textIn(state.maintenance.values.message, language),
    },
  };
}

/** Site settings (issue 14): reads need `settings` read, every write `settings` update (ADMIN by default). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The record history (modules/audit) is the groups' history: every save, what it changed, and restore.
  registerRecordHistory(settingsHistory);

  app.get(
    '/settings',
    {
      config: { privilege: ['settings', 'read'] },
      schema: {
        tags: [TAG],
        summary: 'Every settings group with its values and version',
        querystring: langQuery,
        response: { 200: envelope(settingsStateSchema), ...errors(401, 403) },
      },
    },
    async () => ok(await currentSettings(app)),
  );

  app.get(
    '/settings/runtime',
    {
      config: { privilege: ['settings', 'read'] },
      schema: {
        tags: [TAG],
        summary: 'The running configuration that matters to an ADMIN (never a secret)',
        querystring: langQuery,
        response: { 200: envelope(runtimeConfigurationSchema), ...errors(401, 403) },
      },
    },
    async (request) =>
      ok({
        environment: environmentOf(app, request),
        environment_source: app.config.appEnv ? ('APP_ENV' as const) : ('host' as const),
        version: APP_VERSION,
        database: app.config.databaseUrl ? ('external' as const) : ('embedded' as const),
        storage_driver: app.config.storage.driver,
        redis: Boolean(app.config.redisUrl),
        limits: {
          photos_per_ad: app.config.ads.maxPhotos,
          upload_max_megabytes: Math.round((app.config.uploads.maxBytes / MEGABYTE) * 10) / 10,
        },
      }),
  );

  app.get(
    '/settings/forms',
    {
      schema: {
        tags: [TAG],
        summary:
          'The working hours and listing limits the user and advertisement forms follow (any signed-in user)',
        querystring: langQuery,
        response: { 200: envelope(formSettingsSchema), ...errors(401) },
      },
    },
    async () => {
      const state = await currentSettings(app);
      const limits = await listingLimits(app);
      return ok({
        working_hours: state.working_hours.values,
        // What is in force: never above the server's ceiling.
        listings: {
          photos_per_ad: limits.photosPerAd,
          upload_max_megabytes: Math.max(1, Math.floor(limits.uploadMaxBytes / MEGABYTE)),
          min_photos: limits.minPhotos,
          min_submit_score: limits.minSubmitScore,
        },
      });
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/settings/:group',
      config: { privilege: ['settings', 'update'] },
      schema: {
        tags: [TAG],
        summary:
          method === 'PUT'
            ? "Save a group's values at the version read (409 with the current group when stale)"
            : 'Change some fields of a group at the version read',
        params: groupParams,
        querystring: langQuery,
        body: settingsWriteSchema,
        response: { 200: envelope(settingsGroupStateSchema), ...errors(400, 401, 403, 409) },
      },
      handler: async (request) =>
        ok(
          await saveGroup(app, request, request.params.group, {
            version: request.body.version,
            values: request.body.values,
            merge: method === 'PATCH',
          }),
          { messageKey: 'common.saved', language: request.lang },
        ),
    });
  }

  app.get(
    '/public/settings',
    {
      config: { public: true },
      schema: {
        tags: [TAG, 'public'],
        summary: 'The settings the public site shows (site, regions, maintenance notice), translated',
        security: [],
        querystring: langQuery,
        response: { 200: envelope(publicSettingsSchema), ...errors(400) },
      },
    },
    async (request, reply) => {
      // The public site may keep it briefly (a notice switched on reaches it within a minute); the back office,
      // which sends its token, reads it afresh, so an ADMIN sees a change take effect at once.
      reply.header(
        'cache-control',
        request.headers.authorization ? 'private, no-store' : 'public, max-age=30',
      );
      reply.header('vary', 'Origin, Authorization');
      const state = await currentSettings(app);
      return ok({
        environment: environmentOf(app, request),
        ...publicView(state, request.lang, (key) => app.storage.publicUrl(key)),
      });
    },
  );
};
export default routes;
