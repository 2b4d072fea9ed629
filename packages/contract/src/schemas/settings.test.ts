import { describe, expect, it } from 'vitest';
import { formatPrice, parseNumberFormat, priceFormatsOf } from '../format/currency.ts';
import { DEFAULT_SETTINGS, environmentOfHost, regionsSettingsSchema } from './settings/index.ts';

describe('number formats of the regions', () => {
  it('read the sample as the region writes it, and refuse what does not parse', () => {
    expect(parseNumberFormat('1.234,56')).toEqual({ thousands: '.', decimal: ',' });
    expect(parseNumberFormat('1,234.56')).toEqual({ thousands: ',', decimal: '.' });
    expect(parseNumberFormat('1 234,56')).toEqual({ thousands: ' ', decimal: ',' });
    for (const bad of ['1.234.56', '1234', '1,234,56', '12.34,56', 'x'])
      expect(parseNumberFormat(bad), bad).toBeNull();
  });

  it('format prices with the symbol and separators the settings give each currency', () => {
    const regions = structuredClone(DEFAULT_SETTINGS.regions.regions);
    expect(formatPrice(12_500_050, 'EUR', priceFormatsOf(regions))).toBe('€125.000,50');
    regions.eu.number_format = '1,234.56';
    regions.tr.symbol = 'TL ';
    const formats = priceFormatsOf(regions);
    expect(formatPrice(12_500_050, 'EUR', formats)).toBe('€125,000.50');
    expect(formatPrice(9_999_900, 'TRY', formats)).toBe('TL 99.999');
  });

  it('are checked by the shared schema', () => {
    const values = structuredClone(DEFAULT_SETTINGS.regions);
    values.regions.gb.number_format = '1;234.56';
    const result = regionsSettingsSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['regions.gb.number_format', 'settings.number_format_invalid'],
    ]);
  });
});

describe('the environment by host (SPEC §9)', () => {
  it('is staging on a stage host, development locally, production elsewhere', () => {
    expect(environmentOfHost('admin.stage.coachyard.com')).toBe('staging');
    expect(environmentOfHost('127.0.0.1:3000')).toBe('development');
    expect(environmentOfHost('dev.coachyard.com')).toBe('development');
    expect(environmentOfHost('admin.coachyard.com')).toBe('production');
  });
});
