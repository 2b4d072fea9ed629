import { CURRENCY_SYMBOLS, type Currency } from '../constants.ts';

/** TRY and EUR use '.' for thousands and ',' for decimals; GBP and USD the reverse; symbol first (SPEC §9). */
export function formatPrice(minorUnits: number, currency: Currency): string {
  const [thousands, decimal] = currency === 'TRY' || currency === 'EUR' ? ['.', ','] : [',', '.'];
  const negative = minorUnits < 0;
  const absolute = Math.abs(Math.round(minorUnits));
  const whole = Math.floor(absolute / 100).toString();
  const cents = (absolute % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = cents === '00' ? '' : `${decimal}${cents}`;
  return `${negative ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${grouped}${fraction}`;
}
