import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText, retypeNumberText } from './number-text';

const PRICE = { decimals: 2, separator: ' ' };
const YEAR = { decimals: 0, separator: '' };

describe('number text of a filter field', () => {
  it('shows prices grouped by thousands and years as they are', () => {
    expect(formatNumberText(185000.5, PRICE)).toBe('185 000.5');
    expect(formatNumberText(1234567, PRICE)).toBe('1 234 567');
    expect(formatNumberText(2019, YEAR)).toBe('2019');
    expect(formatNumberText(null, YEAR)).toBe('');
    expect(formatNumberText(Number.NaN, PRICE)).toBe('');
  });

  it('reads the number back, or none from an empty field or a lone point', () => {
    expect(parseNumberText('185 000.5')).toBe(185000.5);
    expect(parseNumberText('2019')).toBe(2019);
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('.')).toBeNull();
  });

  it('keeps digits and one point with at most the allowed decimals', () => {
    expect(retypeNumberText('12a3.4.56', 9, PRICE).text).toBe('123.45');
    expect(retypeNumberText('-20.19', 6, YEAR).text).toBe('2019');
  });

  it('regroups while typing and keeps the caret after the digit just typed', () => {
    // "123|" + "4" → "1 234|"
    expect(retypeNumberText('1234', 4, PRICE)).toEqual({ text: '1 234', caret: 5 });
    // "1 234" with "9" typed after the 1 → "19 234", caret after the 9
    expect(retypeNumberText('19 234', 2, PRICE)).toEqual({ text: '19 234', caret: 2 });
    // "12 345" with the 3 deleted → "1 245", caret after the 2
    expect(retypeNumberText('12 45', 2, PRICE)).toEqual({ text: '1 245', caret: 3 });
  });
});
