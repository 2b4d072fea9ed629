import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coachyard/contract';
import { intlLocale } from './language';

describe('the locale of the app’s Intl formatters', () => {
  it('writes digits 0-9 in every language, Arabic too, as prices and page numbers are written', () => {
    const moment = new Date(Date.UTC(2026, 10, 28, 9, 5));
    for (const language of LANGUAGES) {
      const locale = intlLocale(language);
      expect(new Intl.NumberFormat(locale).resolvedOptions().numberingSystem).toBe('latn');
      expect(new Intl.DateTimeFormat(locale).resolvedOptions().numberingSystem).toBe('latn');
      expect(new Intl.NumberFormat(locale).format(1234)).toMatch(/^1\D?234$/);
      expect(new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(moment)).toContain(
        '2026',
      );
      // The language's words stay its own.
      expect(new Intl.DateTimeFormat(locale).resolvedOptions().locale.split('-')[0]).toBe(language);
    }
    // Where the engine's own choice for a locale is Arabic-Indic digits, the app's still writes 0-9.
    expect(new Intl.NumberFormat('ar-EG').format(7)).toBe('٧');
    expect(new Intl.NumberFormat(intlLocale('ar-EG')).format(7)).toBe('7');
    expect(new Intl.RelativeTimeFormat(intlLocale('ar'), { numeric: 'auto' }).format(5, 'hour')).toMatch(/5/);
  });
});
