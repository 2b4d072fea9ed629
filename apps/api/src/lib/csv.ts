import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LIMITS, translateMessage, type LookupImportIssue } from '@coachyard/contract';
/**
 * A small RFC 4180 reader and writer: commas, double quotes ("" inside quotes) and line breaks
 * inside quoted values, for every import and export (lookup tables, advertisements, the audit trail).
 */

export interface CsvRecord {
  /** Line of the file where the record starts (1-based), for error reports. */
  line: number;
  values: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote starting on line ${line}`);
  }
}

const BYTE_ORDER_MARK = '\uFEFF';

/** Parses CSV text (with or without a BOM, CRLF or LF). Blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let value = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;

  const endRecord = () => {
    values.push(value);
    const blank = values.length === 1 && values[0] === '';
    if (!blank) records.push({ line: recordLine, values });
    values = [];
    value = '';
  };

  while (index < input.length) {
    const character = input[index]!;
    if (character === '"' && value === '') {
      // A quoted value runs to the next lone quote, whatever it holds.
      const quoteLine = line;
      index += 1;
      for (;;) {
        if (index >= input.length) throw new CsvSyntaxError(quoteLine);
        const inner = input[index]!;
        if (inner === '"') {
          if (input[index + 1] === '"') {
            value += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (inner === '\n') line += 1;
        value += inner;
        index += 1;
      }
      continue;
    }
    if (character === ',') {
      values.push(value);
      value = '';
      index += 1;
    } else if (character === '\r' || character === '\n') {
      endRecord();
      index += character === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      value += character;
      index += 1;
    }
  }
  if (value !== '' || values.length > 0) endRecord();
  return records;
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe keeps a spreadsheet from running the cell; import removes it again. */
export const neutraliseFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const restoreFormula = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

const needsQuotes = (value: string) => /[",\r\n]/.test(value) || value !== value.trim();

export function serializeCsvValue(value: string): string {
  const safe = neutraliseFormula(value);
  return needsQuotes(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text for spreadsheets: BOM (so Excel reads UTF-8 Arabic and Turkish), CRLF line ends. */
export function serializeCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(serializeCsvValue).join(',')).join('\r\n') + '\r\n';
}

type CsvReply = { header: (name: string, value: string) => unknown; send: (body: string) => unknown };

/**
 * Sends rows as a CSV download that no cache keeps, named after where they come from (a table and its items, a
 * market's level); characters a file name cannot hold become `_`. The handler returns its reply.
 */
export function sendCsvFile<Reply extends CsvReply>(
  reply: Reply,
  nameParts: string[],
  rows: readonly (readonly string[])[],
): Reply {
  const fileName = nameParts.join('-').replace(/[^A-Za-z0-9._+-]/g, '_');
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}.csv"`);
  reply.header('cache-control', 'no-store');
  reply.send(serializeCsv(rows));
  return reply;
}

/** A CSV download named `<name>-YYYY-MM-DD.csv`, for lists exported as they are today. */
export const sendCsv = <Reply extends CsvReply>(
  reply: Reply,
  name: string,
  rows: readonly (readonly string[])[],
) => sendCsvFile(reply, [name, new Date().toISOString().slice(0, 10)], rows);

/** The 200 of a CSV export, as the OpenAPI document shows it. */
export const csvFileResponse = {
  description: 'The CSV file',
  content: { 'text/csv': { schema: z.string() } },
};

/** The JSON around a CSV import's text escapes quotes and line breaks: leave room for it above the CSV limit. */
export const IMPORT_BODY_LIMIT = 2 * LIMITS.requestBodyBytes;

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
