import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  contentBulkResultSchema,
  contentBulkStatusSchema,
  type ContentStatus,
  type Language,
  contentResourceSchemas,
} from '@coachyard/contract';
import { contentItems, type ContentItemRow } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { restore, softDelete } from '../../lib/versioned.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { assertDeletable, registerResourceRoutes } from '../../lib/resource/index.ts';
import { itemParams, langQuery, NAMESPACE, TAG } from './access.ts';
import { acceptContentImages } from './images.ts';
import { presentContext, presentItem, presentListItem } from './present.ts';
import { findItemRow, listItems } from './queries.ts';
import { asInput } from './translations.ts';
import { createContent, inputOf, updateContent, type ContentInput } from './writes.ts';

/** CMS content (issue 16): list, read, create, save with version, bulk publishing, soft delete and restore. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const mediaBaseUrl = app.storage.publicBaseUrl;
  /** A write's answer: the row as the editor shows it, read with its lookups and author. */
  const presentOne = async (row: ContentItemRow, request: FastifyRequest) =>
    presentItem(row, await presentContext(app.db, [row], request.lang, mediaBaseUrl));
  /** 409 bodies are presented synchronously: texts of lookups are left to the item the editor already has. */
  const presentBare = (request: FastifyRequest) => (row: ContentItemRow) =>
    presentItem(row, {
      language: request.lang,
      lookups: new Map(),
      people: new Map(),
      mediaBaseUrl,
      now: new Date(),
    });

  registerResourceRoutes(app, {
    namespace: NAMESPACE,
    tag: TAG,
    path: '/content',
    itemPath: '/content/:id',
    itemParams,
    schemas: contentResourceSchemas,
    list: {
      summary:
        'Content items with filters (type, category, state per language), search, sort, pages or a keyset cursor',
      handler: async (request) => {
        const { query } = request;
        const { rows, total, page, nextCursor, prevCursor } = await listItems(app.db, query, request.lang);
        const context = await presentContext(app.db, rows, request.lang, mediaBaseUrl);
        return {
          items: rows.map((row) => presentListItem(row, context)),
          total,
          page,
          per_page: query.per_page,
          next_cursor: nextCursor,
          prev_cursor: prevCursor,
        };
      },
    },
    readPrivilege: true,
    read: {
      summary: 'One item with every language (a deleted one too, for its restore)',
      handler: async (request) => presentOne(await findItemRow(app.db, request.params.id, 'any'), request),
    },
    create: {
      summary: 'Create an item; slugs are generated from titles where none is given',
      errors: [413],
      handler: async (request) => {
        const id = randomUUID();
        const input = request.body as ContentInput;
        await acceptContentImages(app, request, id, input);
        return presentOne(await createContent(app.db, request, input, id), request);
      },
    },
    update: {
      summaries: {
        put: 'Save an item as a new version (409 with the current item when the version is stale)',
      },
      errors: [413],
      handler: async (request) => {
        const { version, ...input } = request.body;
        await findItemRow(app.db, request.params.id);
        await acceptContentImages(app, request, request.params.id, input as ContentInput);
        const row = await updateContent(app.db, request, {
          id: request.params.id,
          version,
          input: input as ContentInput,
          present: (saved) => saved,
        }).catch(async (error: unknown) => {
          // The 409 carries the item as it is now, with its texts, so the editor can offer to keep both sides.
          if (error instanceof AppError && error.code === 'CONFLICT' && error.extra.current) {
            const current = error.extra.current as ContentItemRow;
            throw new AppError('CONFLICT', 'errors.conflict', {
              current: await presentOne(current, request),
            });
          }
          throw error;
        });
        return presentOne(row, request);
      },
    },
    remove: {
      summary: 'Soft-delete an item; refused with the linking menus named unless force=1',
      handler: async (request) => {
        const { id } = request.params;
        // What links to the item (the site's menus) refuses unless the deletion is forced.
        if (request.query.force !== 1) await assertDeletable(app.db, NAMESPACE, id);
        return softDelete(app.db, request, {
          table: contentItems,
          namespace: NAMESPACE,
          id,
          version: request.query.version,
          present: presentBare(request),
        });
      },
    },
    restore: {
      summary: 'Restore a deleted item (ADMIN); it keeps its slugs',
      handler: async (request) => {
        const row = await restore(app.db, request, {
          table: contentItems,
          namespace: NAMESPACE,
          id: request.params.id,
          version: request.body.version,
          present: (restored: ContentItemRow) => restored,
        });
        return presentOne(row, request);
      },
    },
  });

  app.post(
    '/content/bulk-status',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: 'Publish or unpublish several items in the chosen languages (each saved as a new version)',
        querystring: langQuery,
        body: contentBulkStatusSchema,
        response: { 200: envelope(contentBulkResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { ids, action, languages } = request.body;
      const status: ContentStatus = action === 'publish' ? 'published' : 'draft';
      const updated: { id: string; version: number }[] = [];
      const skipped: string[] = [];
      for (const id of new Set(ids)) {
        const row = await findItemRow(app.db, id).catch(() => null);
        const chosen = (Object.keys(row?.translations ?? {}) as Language[]).filter(
          (language) => !languages || languages.includes(language),
        );
        if (!row || chosen.length === 0) {
          skipped.push(id);
          continue;
        }
        const translations = asInput(row.translations);
        for (const language of chosen) {
          translations[language] = {
            ...translations[language]!,
            status,
            publish_at: null,
            unpublish_at: null,
          };
        }
        const saved = await updateContent(app.db, request, {
          id,
          version: row.version,
          input: inputOf(row, translations),
          action: 'status_change',
          present: (after) => after,
        });
        updated.push({ id, version: saved.version });
      }
      return ok(
        { updated, skipped },
        {
          messageKey: action === 'publish' ? 'content.published' : 'content.unpublished',
          language: request.lang,
        },
      );
    },
  );
};
export default routes;
