import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LANGUAGES,
  LOCATION_CSV_COLUMNS,
  locationImportErrorEnvelopeSchema,
  locationLevelQuerySchema,
  lookupImportRequestSchema,
  lookupImportResultSchema,
} from '@coachyard/contract';
import { envelope, ok } from '../../lib/envelope.ts';
import { csvFileResponse, IMPORT_BODY_LIMIT, sendCsvFile, sendImportIssues } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { requireAction } from '../../lib/resource/index.ts';
import { cleanTranslations, flag } from '../../lib/translated-entries.ts';
import { importLocationItems } from './import.ts';
import { itemConditions, resolveLevel, selectLocationItems } from './queries.ts';
import { locationParams, TAG } from './params.ts';
import { NAMESPACE } from './writes.ts';

/** CSV export and all-or-nothing import of one level of a market's places. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/:id/items/export.csv',
    {
      schema: {
        tags: [TAG],
        summary: `Places of one level as CSV (UTF-8 with BOM; columns ${LOCATION_CSV_COLUMNS.join(',')})`,
        params: locationParams,
        querystring: locationLevelQuerySchema,
        response: {
          200: csvFileResponse,
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const level = await resolveLevel(app.db, request.params.id, request.query.parent_id);
      const rows = await selectLocationItems(app.db, { where: itemConditions(level, {}) });
      return sendCsvFile(
        reply,
        [level.location.slug, ...level.ancestors.map((row) => row.slug)],
        [
          [...LOCATION_CSV_COLUMNS],
          ...rows.map((row) => {
            const translations = cleanTranslations(row.translations);
            return [
              row.slug,
              row.name,
              row.isoCode ?? '',
              row.lat ?? '',
              row.lng ?? '',
              String(flag(row.isActive)),
              ...LANGUAGES.map((language) => translations[language] ?? ''),
            ];
          }),
        ],
      );
    },
  );

  app.post(
    '/locations/:id/items/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Import places of one level from CSV, upserting by key; any bad row → 400, nothing changed',
        params: locationParams,
        querystring: locationLevelQuerySchema,
        body: lookupImportRequestSchema,
        response: {
          200: envelope(lookupImportResultSchema),
          400: locationImportErrorEnvelopeSchema,
          ...errorResponses(401, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      await requireAction(app, request, 'create', NAMESPACE);
      const level = await resolveLevel(app.db, request.params.id, request.query.parent_id);
      const outcome = await importLocationItems(app.db, request, level, request.body.csv);
      if ('result' in outcome)
        return ok(outcome.result, { messageKey: 'csv.imported', language: request.lang });
      return sendImportIssues(request, reply, outcome.issues);
    },
  );
};
export default routes;
