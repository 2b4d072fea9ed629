import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LIMITS,
  translateMessage,
  type Action,
  type LookupImportIssue,
  type Namespace,
} from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { serializeCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { NAMESPACE } from './writes.ts';

/** A second privilege on the same route (e.g. import both creates and updates), audited like the first. */
export async function requireAction(
  app: FastifyInstance,
  request: FastifyRequest,
  action: Action,
  namespace: Namespace = NAMESPACE,
) {
  if (await app.privileges.can(request.user!.role, namespace, action)) return;
  await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action } });
  throw new AppError('FORBIDDEN');
}

/** Restoring a deleted row is an ADMIN's call (DESIGN §5), on top of the delete privilege. */
export async function requireAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
  namespace: Namespace = NAMESPACE,
) {
  if (request.user!.role === 'ADMIN') return;
  await recordAudit(app.db, request, { action: 'access_denied', namespace, after: { action: 'restore' } });
  throw new AppError('FORBIDDEN');
}

export const TAG = 'lookup-tables';

/** `{id}` of a table route: a table id (anything else is simply not found). */
export const collectionParams = z.object({ id: z.string().min(1).max(200) });
/** `{id}` of an item route: a table id or slug, or an item id; `{itemId}` an item of it. */
export const containerParams = z.object({ id: z.string().min(1).max(200) });
export const itemParams = containerParams.extend({ itemId: z.string().min(1).max(200) });
export const langQuery = z.object({ lang: z.string().optional() });

/** The error answers a route documents: the one shared helper (lib/envelope.ts). */
export { errorResponses } from '../../lib/envelope.ts';

/** The 400 of a CSV import with bad rows: every problem, line by line, in the caller's language. */
export function sendImportIssues(request: FastifyRequest, reply: FastifyReply, issues: LookupImportIssue[]) {
  const rows = [...issues]
    .sort((left, right) => left.line - right.line)
    .map((issue) => ({ ...issue, message: translateMessage(issue.message, request.lang) }));
  const fields: Record<string, string[]> = {};
  for (const row of rows) (fields[`${row.line}.${row.field}`] ??= []).push(row.message);
  const message = translateMessage('csv.invalid_rows', request.lang);
  return reply.code(400).send({
    error: { title: message, message, code: 'VALIDATION' as const, fields, rows },
    request_id: request.id,
  });
}

/** The JSON around a CSV import's text escapes quotes and line breaks: leave room for it above the CSV limit. */
export const IMPORT_BODY_LIMIT = 2 * LIMITS.requestBodyBytes;

/** The 200 of a CSV export, as the OpenAPI document shows it. */
export const csvFileResponse = {
  description: 'The CSV file',
  content: { 'text/csv': { schema: z.string() } },
};

/** Sends rows as a CSV download, named after where they come from (a table and its items, a market's level). */
export function sendCsvFile(reply: FastifyReply, nameParts: string[], rows: string[][]) {
  const fileName = nameParts.join('-').replace(/[^A-Za-z0-9._+-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}.csv"`)
    .header('cache-control', 'no-store')
    .send(serializeCsv(rows));
}
