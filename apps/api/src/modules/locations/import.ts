import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  LANGUAGES,
  LOCATION_CSV_COLUMNS,
  locationItemCreateSchema,
  slugify,
  type LookupImportIssue,
  type LookupImportResult,
  type Translations,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { locationItems, type LocationItemRow } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { CsvSyntaxError, parseCsv, restoreFormula } from '../../lib/csv.ts';
import { cleanTranslations, entryErrors } from '../../lib/translated-entries.ts';
import { levelCondition, type Level } from './queries.ts';
import { NAMESPACE, placeChanges } from './writes.ts';

type Column = (typeof LOCATION_CSV_COLUMNS)[number];
const isColumn = (name: string): name is Column => (LOCATION_CSV_COLUMNS as readonly string[]).includes(name);
const FLAGS: Record<string, 0 | 1> = { '1': 1, '0': 0, true: 1, false: 0 };

interface PlannedRow {
  line: number;
  current: LocationItemRow | undefined;
  name: string;
  slug: string;
  translations: Translations;
  iso_code: string | null;
  lat: string | null;
  lng: string | null;
  is_active: 0 | 1;
}

/**
 * Checks every row of the file with the rules of the place form (the contract's create schema, and the
 * fixed name and key of existing places); rows are matched to the level's live places by key.
 */
function planImport(text: string, existing: readonly LocationItemRow[]) {
  const issues: LookupImportIssue[] = [];
  const rows: PlannedRow[] = [];
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { issues: [{ line: error.line, field: 'csv', message: 'csv.malformed' }], rows };
  }
  const [head, ...body] = records;
  const header = head?.values.map((value) => value.trim().toLowerCase()) ?? [];
  const unknown = header.filter((name) => !isColumn(name));
  for (const name of unknown) issues.push({ line: 1, field: name || 'csv', message: 'csv.unknown_column' });
  if (!header.includes('name') || new Set(header).size !== header.length)
    issues.push({ line: 1, field: 'name', message: 'csv.header_invalid' });
  if (issues.length) return { issues, rows };
  if (body.length === 0) return { issues: [{ line: 2, field: 'csv', message: 'csv.empty' }], rows };

  const bySlug = new Map(existing.map((row) => [row.slug.toLowerCase(), row]));
  const seen = new Set<string>();
  for (const record of body) {
    const issue = (field: string, message: string) => issues.push({ line: record.line, field, message });
    if (record.values.length !== header.length) {
      issue('csv', 'csv.column_count');
      continue;
    }
    const cell = (column: Column) => {
      const index = header.indexOf(column);
      return index < 0 ? undefined : restoreFormula(record.values[index]!.trim());
    };
    const slug = cell('slug') || slugify(cell('name') ?? '');
    if (seen.has(slug.toLowerCase())) issue('slug', 'csv.duplicate_slug');
    seen.add(slug.toLowerCase());
    const current = bySlug.get(slug.toLowerCase());
    const translations: Translations = { ...cleanTranslations(current?.translations) };
    for (const language of LANGUAGES) {
      const text = cell(language);
      if (text === undefined) continue;
      if (text) translations[language] = text;
      else delete translations[language];
    }
    const flag = cell('is_active')?.toLowerCase();
    if (flag && !(flag in FLAGS)) issue('is_active', 'csv.flag_invalid');
    const coordinate = (column: 'lat' | 'lng') => {
      const text = cell(column);
      return text === undefined ? (current?.[column] ?? null) : text || null;
    };
    const isoCell = cell('iso_code');
    const parsed = locationItemCreateSchema.safeParse({
      name: cell('name') ?? '',
      slug,
      translations,
      iso_code: isoCell === undefined ? (current?.isoCode ?? null) : isoCell || null,
      lat: coordinate('lat'),
      lng: coordinate('lng'),
    });
    if (!parsed.success) {
      for (const problem of parsed.error.issues) issue(String(problem.path.at(-1) ?? 'csv'), problem.message);
      continue;
    }
    const errors = entryErrors(parsed.data, { richText: false, ...(current ? { current } : {}) });
    for (const [field, keys] of Object.entries(errors))
      for (const message of keys) issue(field.replace(/^translations\./, ''), message);
    rows.push({
      line: record.line,
      current,
      name: parsed.data.name,
      slug: parsed.data.slug ?? slug,
      translations: cleanTranslations(parsed.data.translations),
      iso_code: parsed.data.iso_code ?? null,
      lat: parsed.data.lat ?? null,
      lng: parsed.data.lng ?? null,
      is_active: flag ? FLAGS[flag]! : current ? (current.isActive ? 1 : 0) : 1,
    });
  }
  return { issues, rows };
}

const unchanged = (row: PlannedRow) =>
  row.current !== undefined &&
  JSON.stringify(row.translations) === JSON.stringify(cleanTranslations(row.current.translations)) &&
  row.iso_code === row.current.isoCode &&
  row.lat === row.current.lat &&
  row.lng === row.current.lng &&
  row.is_active === (row.current.isActive ? 1 : 0);

/**
 * CSV import into one level of a market, all or nothing: the level is locked, the whole file checked,
 * and only a file without issues is written, in this one transaction, each change audited.
 */
export async function importLocationItems(
  db: Database,
  request: FastifyRequest,
  level: Level,
  csv: string,
): Promise<{ issues: LookupImportIssue[] } | { result: LookupImportResult }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(locationItems)
      .where(and(levelCondition(level), isNull(locationItems.deletedAt)))
      .for('update');
    const plan = planImport(csv, existing);
    if (plan.issues.length > 0) return { issues: plan.issues };
    const result = { created: 0, updated: 0, unchanged: 0 };
    let position = existing.reduce((highest, row) => Math.max(highest, row.position + 1), 0);
    const actor = request.user?.id ?? null;
    for (const row of plan.rows) {
      if (unchanged(row)) {
        result.unchanged += 1;
      } else if (row.current) {
        const [after] = await tx
          .update(locationItems)
          .set({
            ...placeChanges(row),
            version: row.current.version + 1,
            updatedAt: new Date(),
            updatedBy: actor,
          })
          .where(
            and(levelCondition(level), isNull(locationItems.deletedAt), eq(locationItems.id, row.current.id)),
          )
          .returning();
        await recordAudit(tx, request, {
          action: 'update',
          namespace: NAMESPACE,
          entityId: row.current.id,
          before: row.current,
          after: after!,
        });
        result.updated += 1;
      } else {
        const [created] = await tx
          .insert(locationItems)
          .values({
            locationId: level.location.id,
            parentId: level.parent?.id ?? null,
            name: row.name,
            slug: row.slug,
            translations: row.translations,
            isoCode: row.iso_code,
            lat: row.lat,
            lng: row.lng,
            isActive: row.is_active === 1,
            position: position++,
            createdBy: actor,
            updatedBy: actor,
          })
          .returning();
        await recordAudit(tx, request, {
          action: 'create',
          namespace: NAMESPACE,
          entityId: created!.id,
          after: created!,
        });
        result.created += 1;
      }
    }
    return { result };
  });
}
