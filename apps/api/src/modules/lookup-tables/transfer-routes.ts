import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, isNull } from 'drizzle-orm';
import {
  LOOKUP_CSV_COLUMNS,
  lookupImportErrorEnvelopeSchema,
  lookupImportRequestSchema,
  lookupImportResultSchema,
} from '@coachyard/contract';
import { lookupItems } from '../../db/schema/index.ts';
import { csvFileResponse, IMPORT_BODY_LIMIT, sendCsvFile, sendImportIssues } from '../../lib/csv.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { langQuery, requireAction } from '../../lib/resource/index.ts';
import { cleanTranslations, flag } from '../../lib/translated-entries.ts';
import { containerParams, TAG } from './params.ts';
import { importItems } from './import-write.ts';
import { levelCondition, resolveContainer, selectItems } from './queries.ts';
import { NAMESPACE } from './writes.ts';

/** CSV export and import of one level of a table (its items, or an item's children). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections/:id/items/export.csv',
    {
      schema: {
        tags: [TAG],
        summary: `Items as CSV (UTF-8 with BOM; columns ${LOOKUP_CSV_COLUMNS.join(',')})`,
        params: containerParams,
        querystring: langQuery,
        response: {
          200: csvFileResponse,
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const container = await resolveContainer(app.db, request.params.id);
      const rows = await selectItems(app.db, {
        where: and(levelCondition(container), isNull(lookupItems.deletedAt)),
      });
      return sendCsvFile(
        reply,
        [container.lookupTable.slug, ...container.ancestors.map((row) => row.slug)],
        [
          [...LOOKUP_CSV_COLUMNS],
          ...rows.map((row) => {
            const translations = cleanTranslations(row.translations);
            return [
              row.slug,
              row.name,
              String(flag(row.isActive)),
              String(flag(row.isExposable)),
              ...LOOKUP_CSV_COLUMNS.slice(4).map(
                (language) => translations[language as keyof typeof translations] ?? '',
              ),
            ];
          }),
        ],
      );
    },
  );

  app.post(
    '/collections/:id/items/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary:
          'Import items from CSV, upserting by key; any bad row → 400 listing every bad row, nothing changed',
        params: containerParams,
        querystring: langQuery,
        body: lookupImportRequestSchema,
        response: {
          200: envelope(lookupImportResultSchema),
          400: lookupImportErrorEnvelopeSchema,
          ...errorResponses(401, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      await requireAction(app, request, 'create', NAMESPACE);
      const container = await resolveContainer(app.db, request.params.id);
      const outcome = await importItems(app.db, request, container, request.body.csv);
      if ('result' in outcome)
        return ok(outcome.result, { messageKey: 'csv.imported', language: request.lang });

      return sendImportIssues(request, reply, outcome.issues);
    },
  );
};
export default routes;
