import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADVERTISEMENT_CSV_COLUMNS,
  advertisementListQuerySchema,
  advertisementPageSchema,
  type AdvertisementSummary,
  type Language,
} from '@coachyard/contract';
import { advertisementListItemSchema } from '@coachyard/contract';
import { createAnswerCache, encodedEnvelope, envelopeBody, pageWriter } from '../../lib/answer-cache.ts';
import { createPageAnchors } from '../../lib/page-anchors.ts';
import { createWriteClearedCache } from '../../lib/write-cleared-cache.ts';
import { sendCsv } from '../../lib/csv.ts';
import {
  ANSWER_NAMES_FROM,
  callerOf,
  listItemKeyOf,
  NAMESPACE,
  presentContext,
  type Caller,
} from './context.ts';
import { registerResourceRoutes, requireAdmin } from '../../lib/resource/index.ts';
import { advertisementResource } from './http.ts';
import { presentListItem, presentSummary, thumbnailBaseOf, type ListRow } from './present.ts';
import { listPage, parseSort } from './queries.ts';

type ListQuery = z.infer<typeof advertisementListQuerySchema>;

/** Whole pages kept at once (about 12 kB each). */
const MAX_KEPT_PAGES = 500;
/** Whose rows a page holds: an ADMIN sees every ad, anyone else their scope's (DESIGN §4). */
const scopeKeyOf = (caller: Caller) => (caller.role === 'ADMIN' ? 'ADMIN' : `${caller.role}:${caller.id}`);

/** Rows per query while exporting, and the most one export carries. */
const EXPORT_BATCH = 1_000;
const EXPORT_MAX_ROWS = 100_000;

const csvRow = (ad: AdvertisementSummary, counts: Pick<ListRow, 'views30d' | 'leads30d'>): string[] => [
  ad.short_id,
  ad.status,
  String(ad.year),
  ad.brand.text,
  ad.model.text,
  ad.vehicle_type.text,
  ad.price_formatted,
  ad.currency,
  String(ad.price_minor),
  ad.region,
  ad.country.text,
  ad.city.text,
  ad.owner.name,
  ad.title_text,
  ad.created_at,
  ad.updated_at,
  ad.public_url,
  ad.health_score === null ? '' : String(ad.health_score),
  ad.health_band ?? '',
  ad.price_band ?? '',
  String(counts.views30d),
  String(counts.leads30d),
];

/** The list (filters, search, sort, pages and cursors) and its CSV export. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Rows of a list are read again and again (paging back, another search, a colleague's screen): each row's
  // answer is kept by version and language, as one ad's is (lib/answer-cache.ts).
  const items = createAnswerCache(advertisementListItemSchema);
  app.registerWriteClearedCache(items, ANSWER_NAMES_FROM);
  const writePage = pageWriter<z.infer<typeof advertisementPageSchema>>(advertisementPageSchema);
  // Deep pages by number start from a known row near them (issue 30); positions move with any write, as totals do.
  const anchors = createPageAnchors({ ttlMilliseconds: app.config.listTotalsTtlMilliseconds });
  app.registerWriteClearedCache(anchors, 'any write');
  // Whole pages written out, until any write: the same page asked again (page 1 of a tab every screen opens,
  // a colleague's identical search) costs a cache hit, and identical requests at once share one build.
  const pages = createWriteClearedCache<Buffer>({
    ttlMilliseconds: app.config.listTotalsTtlMilliseconds,
    maxEntries: MAX_KEPT_PAGES,
  });
  app.registerWriteClearedCache(pages, 'any write');

  /** Whose ads the caller's list holds: their scope (DESIGN §4); deleted ones only for an ADMIN. */
  const audienceOf = async (
    request: Parameters<typeof callerOf>[1],
    query: z.infer<typeof advertisementListQuerySchema>,
  ) => {
    if (query.deleted === '1') await requireAdmin(app, request, NAMESPACE, 'list_deleted');
    return callerOf(app, request);
  };

  /** One page of the list written out: its rows' kept answers, the others presented now. */
  const writtenPage = async (audience: Caller, query: ListQuery, language: Language) => {
    const result = await listPage(app.db, {
      audience,
      filters: query,
      sort: parseSort(query.sort),
      page: query.page,
      perPage: query.per_page,
      cursor: query.cursor,
      totals: app.listTotals,
      anchors,
    });
    const keys = result.rows.map((row) => listItemKeyOf(row, language));
    // Asked once per row: a kept answer may expire (or a write clear it) at any moment, also between a second
    // look and the first, which would leave a row to present without the context fetched for the missing ones.
    const keptJson = keys.map((key) => items.kept(key));
    const missing = result.rows.filter((_row, index) => keptJson[index] === undefined);
    const context = missing.length ? await presentContext(app, language, missing) : null;
    const itemsJson = result.rows.map(
      (row, index) => keptJson[index] ?? items.keep(keys[index]!, presentListItem(row, context!)),
    );
    const rest = {
      total: result.total,
      page: result.page,
      per_page: query.per_page,
      next_cursor: result.nextCursor,
      prev_cursor: result.prevCursor,
      thumbnail_base: thumbnailBaseOf(app.storage),
    };
    return writePage(rest, itemsJson);
  };

  registerResourceRoutes(app, {
    ...advertisementResource,
    list: {
      summary: 'Advertisements the caller may see: filters, q, sort, page or cursor; with the total',
      handler: async (request, reply) => {
        const { query } = request;
        const audience = await audienceOf(request, query);
        const key = [scopeKeyOf(audience), request.lang, JSON.stringify(query)].join('|');
        const page = await pages.get(key, async () =>
          encodedEnvelope(await writtenPage(audience, query, request.lang)),
        );
        return envelopeBody(reply, page);
      },
    },
    csv: {
      summary: `The filtered list as CSV (UTF-8 with BOM; columns ${ADVERTISEMENT_CSV_COLUMNS.join(',')})`,
      handler: async (request, reply) => {
        const query = request.query as z.infer<typeof advertisementListQuerySchema>;
        const audience = await audienceOf(request, query);
        const sort = parseSort(query.sort);
        const rows: string[][] = [[...ADVERTISEMENT_CSV_COLUMNS]];
        // Walked by cursor, so a large export costs the same per batch from the first to the last.
        let cursor: string | undefined;
        do {
          const batch = await listPage(app.db, {
            audience,
            filters: query,
            sort,
            page: 1,
            perPage: EXPORT_BATCH,
            cursor,
            totals: false,
          });
          const context = await presentContext(app, request.lang, batch.rows);
          for (const row of batch.rows) rows.push(csvRow(presentSummary(row, context), row));
          cursor = batch.nextCursor ?? undefined;
        } while (cursor && rows.length <= EXPORT_MAX_ROWS);
        sendCsv(reply, 'advertisements', rows);
        return reply;
      },
    },
  });
};
export default routes;
