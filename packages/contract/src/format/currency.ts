import {
  CURRENCIES,
  CURRENCY_BY_REGION,
  CURRENCY_SYMBOLS,
  type Currency,
  type Region,
} from '../constants.ts';

/** How one currency's amounts are written: its symbol (always before the value, SPEC §9) and separators. */
export interface PriceFormat {
  symbol: string;
  thousands: string;
  decimal: string;
}
export type PriceFormats = Record<Currency, PriceFormat>;

/** The sample every number format is written as: one thousand two hundred thirty-four and 56 cents. */
export const NUMBER_FORMAT_SAMPLE = '1234.56';
/** Separators a number format may use between thousands (none, dot, comma, space, no-break space, apostrophe). */
const THOUSANDS = ['', '.', ',', ' ', '\u00a0', "'", '’'];

/**
 * Reads a number format written as the sample looks in it (`1.234,56`, `1,234.56`, `1 234,56`): the
 * separators, or null when it is not the sample with one thousands separator and a different decimal one.
 */
export function parseNumberFormat(pattern: string): { thousands: string; decimal: string } | null {
  const match = /^1(\D?)234([.,])56$/.exec(pattern);
  if (!match) return null;
  const [, thousands = '', decimal = ''] = match;
  if (!THOUSANDS.includes(thousands) || thousands === decimal) return null;
  return { thousands, decimal };
}

/** SPEC §9: TRY and EUR write `1.234,56`, GBP and USD `1,234.56`. */
export const DEFAULT_NUMBER_FORMATS: Record<Currency, string> = {
  TRY: '1.234,56',
  EUR: '1.234,56',
  GBP: '1,234.56',
  USD: '1,234.56',
};

export const DEFAULT_PRICE_FORMATS: PriceFormats = Object.fromEntries(
  CURRENCIES.map((currency) => [
    currency,
    { symbol: CURRENCY_SYMBOLS[currency], ...parseNumberFormat(DEFAULT_NUMBER_FORMATS[currency])! },
  ]),
) as PriceFormats;

/** A region's money as the Languages and regions settings hold it. */
export interface RegionMoney {
  currency: Currency;
  symbol: string;
  number_format: string;
}

/**
 * The price format of each currency from the regions' settings: a currency takes the symbol and separators
 * of the first region that uses it, the SPEC §9 default when no region does or its format does not parse.
 */
export function priceFormatsOf(regions: Partial<Record<Region, RegionMoney>>): PriceFormats {
  const formats = { ...DEFAULT_PRICE_FORMATS };
  const seen = new Set<Currency>();
  for (const region of Object.keys(CURRENCY_BY_REGION) as Region[]) {
    const money = regions[region];
    if (!money || seen.has(money.currency)) continue;
    const separators = parseNumberFormat(money.number_format);
    if (!separators) continue;
    seen.add(money.currency);
    formats[money.currency] = { symbol: money.symbol, ...separators };
  }
  return formats;
}

/** A price in minor units, symbol first, with the currency's separators; whole amounts drop the cents. */
export function formatPrice(
  minorUnits: number,
  currency: Currency,
  formats: PriceFormats = DEFAULT_PRICE_FORMATS,
): string {
  const { symbol, thousands, decimal } = formats[currency] ?? DEFAULT_PRICE_FORMATS[currency];
  const negative = minorUnits < 0;
  const absolute = Math.abs(Math.round(minorUnits));
  const whole = Math.floor(absolute / 100).toString();
  const cents = (absolute % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = cents === '00' ? '' : `${decimal}${cents}`;
  return `${negative ? '-' : ''}${symbol}${grouped}${fraction}`;
}
