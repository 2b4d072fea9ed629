import {
  LANGUAGES,
  LOOKUP_CSV_COLUMNS,
  LOOKUP_LIMITS,
  lookupNameSchema,
  lookupSlugSchema,
  slugify,
  translationsSchema,
  type Language,
  type Translations,
} from '@coachyard/contract';
import type { LookupItemRow } from '../../db/schema/index.ts';
import { CsvSyntaxError, parseCsv, restoreFormula, type CsvRecord } from '../../lib/csv.ts';
import { cleanTranslations, entryErrors } from '../../lib/translated-entries.ts';

/** One problem of one line; `message` is a message key until the route translates it. */
export interface ImportIssue {
  line: number;
  field: string;
  message: string;
}

export interface ImportCreate {
  line: number;
  name: string;
  slug: string;
  translations: Translations;
  isActive: boolean;
  isExposable: boolean;
}

export interface ImportUpdate {
  before: LookupItemRow;
  translations: Translations;
  isActive: boolean;
  isExposable: boolean;
}

export interface ImportPlan {
  issues: ImportIssue[];
  creates: ImportCreate[];
  updates: ImportUpdate[];
  unchanged: number;
}

type Column = (typeof LOOKUP_CSV_COLUMNS)[number];
const isColumn = (name: string): name is Column => (LOOKUP_CSV_COLUMNS as readonly string[]).includes(name);
const FLAGS: Record<string, boolean> = { '1': true, '0': false, true: true, false: false };
const textSchema = translationsSchema(LOOKUP_LIMITS.richTextMax);

function readHeader(record: CsvRecord | undefined, issues: ImportIssue[]): Column[] | null {
  if (!record) {
    issues.push({ line: 1, field: 'csv', message: 'csv.empty' });
    return null;
  }
  const names = record.values.map((value) => value.trim().toLowerCase());
  const before = issues.length;
  for (const name of names) {
    if (!isColumn(name))
      issues.push({ line: record.line, field: name || 'csv', message: 'csv.unknown_column' });
  }
  const duplicated = names.some((name, index) => names.indexOf(name) !== index);
  for (const required of ['slug', 'name'] as const) {
    if (!names.includes(required) || duplicated) {
      issues.push({ line: record.line, field: required, message: 'csv.header_invalid' });
    }
  }
  return issues.length > before ? null : (names as Column[]);
}

/** `translations.tr` → the column `tr`, the way the file names it. */
const columnOf = (path: string) => path.replace(/^translations\./, '');

/**
 * Reads the file and decides, row by row, what an import would do: every row is checked with
 * the rules of the form (name, key, each text, HTML, at least one language); rows are matched to
 * live items of the level by key. Any issue means nothing is written.
 */
export function planImport(text: string, existing: readonly LookupItemRow[], richText: boolean): ImportPlan {
  const plan: ImportPlan = { issues: [], creates: [], updates: [], unchanged: 0 };
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    plan.issues.push({ line: error.line, field: 'csv', message: 'csv.malformed' });
    return plan;
  }
  const header = readHeader(records[0], plan.issues);
  if (!header) return plan;
  if (records.length < 2) {
    plan.issues.push({ line: 2, field: 'csv', message: 'csv.empty' });
    return plan;
  }

  const bySlug = new Map(existing.map((row) => [row.slug.toLowerCase(), row]));
  const seen = new Set<string>();
  for (const record of records.slice(1)) {
    const issue = (field: string, message: string) => plan.issues.push({ line: record.line, field, message });
    if (record.values.length !== header.length) {
      issue('csv', 'csv.column_count');
      continue;
    }
    const cells = new Map(
      header.map((column, index) => [column, restoreFormula(record.values[index]!.trim())]),
    );
    const issuesBefore = plan.issues.length;

    const name = lookupNameSchema.safeParse(cells.get('name') ?? '');
    if (!name.success) issue('name', name.error.issues[0]!.message);
    const slugText = cells.get('slug') || slugify(cells.get('name') ?? '');
    const slug = lookupSlugSchema.safeParse(slugText);
    if (!slug.success) issue('slug', slug.error.issues[0]!.message);
    const key = slugText.toLowerCase();
    if (seen.has(key)) issue('slug', 'csv.duplicate_slug');
    seen.add(key);

    const flags: Partial<Record<'is_active' | 'is_exposable', boolean>> = {};
    for (const column of ['is_active', 'is_exposable'] as const) {
      const cell = cells.get(column)?.toLowerCase();
      if (!cell) continue;
      if (cell in FLAGS) flags[column] = FLAGS[cell]!;
      else issue(column, 'csv.flag_invalid');
    }

    // Language columns in the file replace those languages (an empty cell removes one); the others stay.
    const current = bySlug.get(key);
    const given: Translations = {};
    const merged: Translations = { ...cleanTranslations(current?.translations) };
    for (const language of LANGUAGES as readonly Language[]) {
      if (!cells.has(language)) continue;
      const cell = cells.get(language)!;
      if (cell) given[language] = cell;
      delete merged[language];
    }
    const texts = textSchema.safeParse(given);
    if (!texts.success)
      for (const problem of texts.error.issues) issue(String(problem.path[0]), problem.message);
    const translations = cleanTranslations({ ...merged, ...texts.data });

    if (name.success && slug.success) {
      const errors = entryErrors(
        { name: name.data, slug: slug.data, translations: texts.success ? translations : undefined },
        { richText, ...(current ? { current } : {}) },
      );
      for (const [field, keys] of Object.entries(errors))
        for (const message of keys) issue(columnOf(field), message);
    }
    if (plan.issues.length > issuesBefore) continue;

    const isActive = flags.is_active ?? current?.isActive ?? true;
    const isExposable = flags.is_exposable ?? current?.isExposable ?? true;
    if (!current) {
      plan.creates.push({
        line: record.line,
        name: name.data!,
        slug: slug.data!,
        translations,
        isActive,
        isExposable,
      });
    } else if (
      JSON.stringify(translations) !== JSON.stringify(cleanTranslations(current.translations)) ||
      isActive !== current.isActive ||
      isExposable !== current.isExposable
    ) {
      plan.updates.push({ before: current, translations, isActive, isExposable });
    } else {
      plan.unchanged += 1;
    }
  }
  return plan;
}
