import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  contentDiffQuerySchema,
  contentDiffSchema,
  contentItemSchema,
  contentPreviewLinkRequestSchema,
  contentPreviewLinkSchema,
  contentRestoreSchema,
  contentVersionDetailSchema,
  contentVersionSchema,
  LANGUAGES,
  richTextPlainText,
  type ContentDiff,
  type Language,
} from '@coachyard/contract';
import { contentVersions, type ContentItemRow, type ContentSnapshot } from '../../db/schema/index.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/envelope.ts';
import { itemParams, langQuery, NAMESPACE, TAG } from './access.ts';
import { presentContext, presentItem } from './present.ts';
import { findItemRow, peopleByIds } from './queries.ts';
import { previewLinkFor } from './preview.ts';
import { asInput } from './translations.ts';
import { inputOf, updateContent } from './writes.ts';

const versionParams = itemParams.extend({ n: z.coerce.number().int().min(1) });

type VersionRow = typeof contentVersions.$inferSelect;

/** A version as a row, so it is presented like the item itself. */
const rowOfVersion = (current: ContentItemRow, version: VersionRow): ContentItemRow => ({
  ...current,
  version: version.version,
  type: version.snapshot.type,
  categoryId: version.snapshot.category_id,
  tagIds: version.snapshot.tag_ids ?? [],
  coverKey: version.snapshot.cover_key,
  sourceLanguage: version.snapshot.source_language,
  translations: version.snapshot.translations,
  updatedAt: version.changedAt,
  updatedBy: version.changedBy,
  deletedAt: version.snapshot.deleted_at ? new Date(version.snapshot.deleted_at) : null,
});

const DIFF_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'body',
  'seo_title',
  'seo_description',
  'cover_alt',
  'status',
  'publish_at',
  'unpublish_at',
] as const;

/** Every field that differs between two snapshots, as text (bodies by their words). */
function diffOf(before: ContentSnapshot, after: ContentSnapshot): ContentDiff['changes'] {
  const changes: ContentDiff['changes'] = [];
  for (const field of ['type', 'category_id', 'cover_key', 'source_language'] as const) {
    const [left, right] = [String(before[field] ?? ''), String(after[field] ?? '')];
    if (left !== right) changes.push({ field, language: null, before: left, after: right });
  }
  const tags = [before.tag_ids ?? [], after.tag_ids ?? []].map((ids) => [...ids].sort().join(', '));
  if (tags[0] !== tags[1])
    changes.push({ field: 'tag_ids', language: null, before: tags[0]!, after: tags[1]! });
  for (const language of LANGUAGES) {
    const [left, right] = [before.translations[language], after.translations[language]];
    for (const field of DIFF_FIELDS) {
      const text = (translation: typeof left) =>
        !translation
          ? ''
          : field === 'body'
            ? richTextPlainText(translation.body)
            : String(translation[field] ?? '');
      if (text(left) !== text(right))
        changes.push({ field, language, before: text(left), after: text(right) });
    }
  }
  return changes;
}

const changedLanguages = (before: ContentSnapshot | undefined, after: ContentSnapshot): Language[] =>
  LANGUAGES.filter(
    (language) =>
      JSON.stringify(before?.translations[language] ?? null) !==
      JSON.stringify(after.translations[language] ?? null),
  );

/** Versions of an item (every save), a diff of any two, restoring one as a new version, and preview links. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const mediaBaseUrl = app.storage.publicBaseUrl;
  const versionsOf = (itemId: string, numbers?: number[]) =>
    app.db
      .select()
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.itemId, itemId),
          numbers ? inArray(contentVersions.version, numbers) : undefined,
        ),
      )
      .orderBy(asc(contentVersions.version));
  const oneVersion = async (itemId: string, version: number) => {
    const [row] = await versionsOf(itemId, [version]);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/content/:id/versions',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: [TAG],
        summary: 'Every version of an item, newest first, with author, time and the languages it changed',
        params: itemParams,
        querystring: langQuery,
        response: { 200: envelope(z.array(contentVersionSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await findItemRow(app.db, request.params.id, 'any');
      const rows = await versionsOf(request.params.id);
      const people = await peopleByIds(
        app.db,
        rows.map((row) => row.changedBy),
      );
      const versions = rows.map((row, index) => ({
        version: row.version,
        changed_at: row.changedAt.toISOString(),
        changed_by:
          row.changedBy && people.has(row.changedBy)
            ? { id: row.changedBy, name: people.get(row.changedBy)! }
            : null,
        changed_languages: changedLanguages(rows[index - 1]?.snapshot, row.snapshot),
      }));
      return ok(versions.reverse());
    },
  );

  app.get(
    '/content/:id/versions/diff',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: [TAG],
        summary: 'The fields that differ between two versions, as text, for a side-by-side view',
        params: itemParams,
        querystring: contentDiffQuerySchema,
        response: { 200: envelope(contentDiffSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const [before, after] = await Promise.all([
        oneVersion(request.params.id, from),
        oneVersion(request.params.id, to),
      ]);
      return ok({ from, to, changes: diffOf(before.snapshot, after.snapshot) });
    },
  );

  app.get(
    '/content/:id/versions/:n',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: [TAG],
        summary: 'One version of an item, presented like the item',
        params: versionParams,
        querystring: langQuery,
        response: { 200: envelope(contentVersionDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const current = await findItemRow(app.db, request.params.id, 'any');
      const [previous, version] = await Promise.all([
        request.params.n > 1
          ? oneVersion(request.params.id, request.params.n - 1).catch(() => undefined)
          : undefined,
        oneVersion(request.params.id, request.params.n),
      ]);
      const row = rowOfVersion(current, version);
      const item = presentItem(row, await presentContext(app.db, [row], request.lang, mediaBaseUrl));
      return ok({
        version: version.version,
        changed_at: version.changedAt.toISOString(),
        changed_by: item.author,
        changed_languages: changedLanguages(previous?.snapshot, version.snapshot),
        item,
      });
    },
  );

  app.post(
    '/content/:id/versions/:n/restore',
    {
      config: { privilege: [NAMESPACE, 'update'] },
      schema: {
        tags: [TAG],
        summary: "Save an earlier version's text as a new version (the history keeps everything in between)",
        params: versionParams,
        querystring: langQuery,
        body: contentRestoreSchema,
        response: { 200: envelope(contentItemSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const version = await oneVersion(request.params.id, request.params.n);
      const { snapshot } = version;
      const saved = await updateContent(app.db, request, {
        id: request.params.id,
        version: request.body.version,
        input: inputOf(
          {
            type: snapshot.type,
            categoryId: snapshot.category_id,
            tagIds: snapshot.tag_ids ?? [],
            coverKey: snapshot.cover_key,
            sourceLanguage: snapshot.source_language,
          },
          asInput(snapshot.translations),
        ),
        present: (row) => row,
      });
      const item = presentItem(saved, await presentContext(app.db, [saved], request.lang, mediaBaseUrl));
      return ok(item, { messageKey: 'common.restored', language: request.lang });
    },
  );

  app.post(
    '/content/:id/preview-links',
    {
      config: { privilege: [NAMESPACE, 'read'] },
      schema: {
        tags: [TAG],
        summary: 'A link showing the current text of one language as the site renders it, until it expires',
        params: itemParams,
        querystring: langQuery,
        body: contentPreviewLinkRequestSchema,
        response: { 201: envelope(contentPreviewLinkSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await findItemRow(app.db, request.params.id);
      reply.code(201);
      return ok(await previewLinkFor(app, request.params.id, request.body.language, request.body.hours));
    },
  );
};
export default routes;
