import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser } from 'saxes';
import type { FeedFormat } from '@coachyard/contract';
import { FetchRefused } from '../../lib/safe-fetch.ts';

/**
 * One vehicle of a feed as read: its line in the file and its values by column (a CSV header, a JSON key or
 * an XML element's path under `<vehicle>`, `a/b` for nested ones). A column given several times (XML `<image>`
 * children, a JSON array) holds its values joined by `|`.
 */
export interface FeedRecord {
  line: number;
  values: Record<string, string>;
}

/** The whole file cannot be read: not this format, or (XML) it declares entities. Its message is a key. */
export class FeedFileError extends Error {
  constructor(
    readonly messageKey: 'feed.file_unreadable' | 'feed.entity_refused',
    readonly line = 0,
  ) {
    super(messageKey);
  }
}

const add = (values: Record<string, string>, column: string, value: string) => {
  const text = value.trim();
  if (!text) return;
  values[column] = values[column] ? `${values[column]}|${text}` : text;
};

/** Every file is read as a stream, one record at a time: memory stays flat whatever its size (issue 28). */
export function readFeedRecords(source: Readable, format: FeedFormat): AsyncGenerator<FeedRecord> {
  if (format === 'csv') return csvRecords(source);
  if (format === 'xml') return xmlRecords(source);
  return jsonRecords(source);
}

async function* csvRecords(source: Readable): AsyncGenerator<FeedRecord> {
  const parser = source.pipe(
    parseCsv({
      bom: true,
      columns: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: true,
    }),
  );
  // A pipe does not pass its source's error on: the body's own (too large, too slow, a cancelled run's abort)
  // ends the parse as itself rather than leaving it waiting, or going unheard.
  source.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      const values: Record<string, string> = {};
      for (const [column, value] of Object.entries(record))
        if (value !== undefined) add(values, column, value);
      yield { line: info.lines, values };
    }
  } catch (error) {
    // The URL's own refusal (too large, too slow) is reported as itself, not as an unreadable file.
    if (error instanceof FetchRefused) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw new FeedFileError('feed.file_unreadable', line);
  }
}

/**
 * `<vehicles><vehicle>…</vehicle>…</vehicles>`: each child of the root is a vehicle. A document type is refused
 * before anything is read from the file (saxes never fetches or expands external entities; refusing the
 * declaration keeps an entity from reaching a value at all).
 */
async function* xmlRecords(source: Readable): AsyncGenerator<FeedRecord> {
  const parser = new SaxesParser({ position: true });
  const ready: FeedRecord[] = [];
  const path: string[] = [];
  let current: FeedRecord | null = null;
  let text = '';
  let failure: FeedFileError | null = null;
  parser.on('doctype', () => {
    failure ??= new FeedFileError('feed.entity_refused', parser.line);
  });
  parser.on('error', () => {
    failure ??= new FeedFileError('feed.file_unreadable', parser.line);
  });
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (path.length === 2) {
      current = { line: parser.line, values: {} };
      for (const [name, value] of Object.entries(tag.attributes))
        add(current.values, `@${name}`, String(value));
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    if (current && path.length > 2) add(current.values, path.slice(2).join('/'), text);
    text = '';
    if (path.length === 2 && current) {
      ready.push(current);
      current = null;
    }
    path.pop();
  });
  for await (const chunk of source) {
    parser.write(typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8'));
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.close();
  if (failure) throw failure;
  yield* ready.splice(0);
}

/** A JSON value as columns: nested objects by path, arrays of values joined. */
function flatten(value: unknown, prefix: string, values: Record<string, string>) {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) value.forEach((item) => flatten(item, prefix, values));
  else if (typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}/${key}` : key, values);
  else add(values, prefix || 'value', String(value));
}

const recordOf = (text: string, line: number): FeedRecord => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FeedFileError('feed.file_unreadable', line);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new FeedFileError('feed.file_unreadable', line);
  const values: Record<string, string> = {};
  flatten(parsed, '', values);
  return { line, values };
};

/**
 * A JSON array of objects, or one object per line (JSON lines). The array is cut into its elements by a scanner
 * that follows strings and nesting, and each element is parsed alone, so only one vehicle is held at a time.
 */
async function* jsonRecords(source: Readable): AsyncGenerator<FeedRecord> {
  let mode: 'unknown' | 'array' | 'lines' = 'unknown';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let element = '';
  let elementLine = 1;
  let line = 1;
  let ended = false;
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    const ready: FeedRecord[] = [];
    for (const character of text) {
      if (character === '\n') line += 1;
      if (mode === 'unknown') {
        if (/\s|\uFEFF/.test(character)) continue;
        mode = character === '[' ? 'array' : 'lines';
        if (mode === 'array') continue;
      }
      if (mode === 'lines') {
        if (character === '\n') {
          if (element.trim()) ready.push(recordOf(element, line - 1));
          element = '';
        } else element += character;
        continue;
      }
      if (ended) {
        if (!/\s/.test(character)) throw new FeedFileError('feed.file_unreadable', line);
        continue;
      }
      if (inString) {
        element += character;
        if (escaped) escaped = false;
        else if (character === '\\') escaped = true;
        else if (character === '"') inString = false;
        continue;
      }
      if (depth === 0 && (character === ',' || character === ']')) {
        if (element.trim()) ready.push(recordOf(element, elementLine));
        element = '';
        if (character === ']') ended = true;
        continue;
      }
      if (depth === 0 && !element.trim()) elementLine = line;
      if (character === '"') inString = true;
      else if (character === '{' || character === '[') depth += 1;
      else if (character === '}' || character === ']') depth -= 1;
      element += character;
    }
    yield* ready;
  }
  if (mode === 'lines' && element.trim()) yield recordOf(element, line);
  else if (mode === 'array' && !ended) throw new FeedFileError('feed.file_unreadable', line);
}
