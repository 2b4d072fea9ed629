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

/** Sends rows as a dated CSV download (`<name>-YYYY-MM-DD.csv`) that no cache keeps; the handler returns its reply. */
export const sendCsv = (
  reply: { header: (name: string, value: string) => unknown; send: (body: string) => unknown },
  name: string,
  rows: readonly (readonly string[])[],
) => {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header(
    'content-disposition',
    `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  reply.header('cache-control', 'no-store');
  reply.send(serializeCsv(rows));
};
