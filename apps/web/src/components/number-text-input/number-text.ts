/**
 * A non-negative number typed in a plain text field: digits, at most one '.' when it takes decimals, and the
 * whole part grouped by thousands for reading (`185 000`). The caret stays after the digit it followed.
 */
export interface NumberTextFormat {
  /** Digits allowed after the point; 0 takes whole numbers only. */
  decimals: number;
  /** Between thousands ('' for none: a year reads 2019, not 2 019). */
  separator: string;
}

/** Only what the number may hold: digits, and with decimals the first point and that many digits after it. */
function clean(text: string, decimals: number): string {
  if (decimals === 0) return text.replace(/\D/g, '');
  const [whole = '', ...fraction] = text.replace(/[^\d.]/g, '').split('.');
  return fraction.length ? `${whole}.${fraction.join('').slice(0, decimals)}` : whole;
}

function group(text: string, separator: string): string {
  if (!separator) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The number's text as the field shows it; '' for no number. */
export function formatNumberText(value: number | null, { decimals, separator }: NumberTextFormat): string {
  if (value === null || !Number.isFinite(value) || value < 0) return '';
  return group(clean(String(value), decimals), separator);
}

/** The number a field's text holds, or null when it holds none ('' or a lone point). */
export function parseNumberText(text: string): number | null {
  const digits = text.replace(/[^\d.]/g, '');
  return /\d/.test(digits) ? Number(digits) : null;
}

/** What the field shows after the user changed its text to `raw`, and where the caret goes. */
export function retypeNumberText(raw: string, caret: number, { decimals, separator }: NumberTextFormat) {
  const text = group(clean(raw, decimals), separator);
  const kept = clean(raw.slice(0, caret), decimals).length;
  let seen = 0;
  let position = 0;
  while (position < text.length && seen < kept) {
    if (text[position] !== separator) seen += 1;
    position += 1;
  }
  return { text, caret: position };
}
