import type { FastifyRequest } from 'fastify';
import { LEAD_KINDS, leadListQuerySchema, type LeadKind } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import type { SearchProvider } from '../../lib/search-registry.ts';
import { namespaceOf } from './context.ts';
import { actorOf } from './http.ts';
import { listLeads, parseSort } from './list-statements.ts';

/** The command palette finds leads by sender, e-mail or text in each inbox the caller may open, within its scope. */
const leadSearch = (app: { db: Database }, kind: LeadKind): SearchProvider => ({
  kind: 'lead',
  privilege: [namespaceOf(kind), 'list'],
  async search(request: FastifyRequest, q, limit) {
    const {
      page: _page,
      per_page: _perPage,
      sort,
      cursor: _cursor,
      lang: _lang,
      records: _records,
      ...filters
    } = leadListQuerySchema.parse({ q });
    const { rows } = await listLeads(app.db, {
      kind,
      actor: actorOf(request),
      filters,
      sort: parseSort(sort),
      page: 1,
      perPage: limit,
      withTotal: false,
    });
    return rows.map((row) => ({
      kind: 'lead' as const,
      id: row.id,
      title: row.name,
      subtitle: `${row.email} · ${row.message.slice(0, 60)}`,
      // The inbox opens the lead's drawer from the URL.
      path: `/${namespaceOf(kind)}?lead=${row.id}`,
    }));
  },
});

export const leadSearches = (app: { db: Database }) => LEAD_KINDS.map((kind) => leadSearch(app, kind));
