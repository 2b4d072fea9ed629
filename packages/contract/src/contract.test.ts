import { describe, expect, it } from 'vitest';
import {
  END_TIME_OPTIONS,
  LANGUAGES,
  loginFormSchema,
  START_TIME_OPTIONS,
  TIME_ZONES,
  timeOptions,
  translateMessage,
} from './index.ts';
import { MESSAGES } from './messages/all.ts';
import { filterCoordinateInput, filterPhoneInput, filterTimeInput, PHONE_PATTERN } from './format/phone.ts';
import { formatPrice } from './format/currency.ts';
import { publicAdvertisementUrl } from './format/ad-url.ts';
import { slugify } from './format/slug.ts';
import { hasContentInOneLanguage, hasTextInOneLanguage, translationsSchema } from './schemas/translations.ts';

const firstErrors = (input: unknown) => {
  const result = loginFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('login rules (SPEC §5)', () => {
  it('requires a username and a password', () => {
    expect(firstErrors({ username: '', password: '' })).toEqual({
      username: 'login.username_required',
      password: 'login.password_required',
    });
  });
  it('requires at least 5 characters of password', () => {
    expect(firstErrors({ username: 'admin@coachyard.test', password: '1234' })).toEqual({
      password: 'login.password_min',
    });
    expect(firstErrors({ username: 'admin@coachyard.test', password: '12345' })).toEqual({});
  });
  it('words the messages in Turkish for tr', () => {
    expect(translateMessage('login.username_required', 'tr')).toBe('Kullanıcı adınızı giriniz');
    expect(translateMessage('login.password_min', 'tr')).toBe('Şifreniz en az 5 karakter olmalıdır');
    expect(translateMessage('login.password_min', 'xx')).toBe('Your password must be at least 5 characters');
  });
  it('has every message in all 8 languages, none left empty', () => {
    const keys = Object.keys(MESSAGES.en);
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGES[language]).sort()).toEqual([...keys].sort());
      for (const key of keys)
        expect(MESSAGES[language][key as keyof typeof MESSAGES.en].length).toBeGreaterThan(1);
    }
  });
});

describe('input filters (SPEC §5)', () => {
  it('keeps digits and hyphens in phones, turns whitespace into one hyphen, cuts at 15', () => {
    expect(filterPhoneInput('+90 555  123 4567')).toBe('90-555-123-4567');
    expect(filterPhoneInput('90-555-123-4567-999')).toBe('90-555-123-4567');
    expect(PHONE_PATTERN.test('90-555-123-4567')).toBe(true);
    expect(PHONE_PATTERN.test('9055-123-4567')).toBe(false);
  });
  it('filters coordinates and times', () => {
    expect(filterCoordinateInput('41.0082a,28.97')).toBe('41.008228.97');
    expect(filterTimeInput('0930')).toBe('09:30');
    expect(filterTimeInput('9')).toBe('9');
  });
});

describe('constants (SPEC §2, §9)', () => {
  it('offers the work-hour and time options of the spec', () => {
    expect(START_TIME_OPTIONS).toEqual(['06:00', '08:00', '10:00', '12:00']);
    expect(END_TIME_OPTIONS).toEqual(['12:00', '14:00', '16:00', '18:00']);
    expect(timeOptions()[0]).toBe('06:00');
    expect(timeOptions().at(-1)).toBe('17:00');
    expect(TIME_ZONES[0]).toBe('GMT-12:00');
    expect(TIME_ZONES.at(-1)).toBe('GMT+12:00');
  });
});

describe('formatters', () => {
  it('formats prices per currency (SPEC §9)', () => {
    expect(formatPrice(12_500_000, 'TRY')).toBe('₺125.000');
    expect(formatPrice(12_500_050, 'EUR')).toBe('€125.000,50');
    expect(formatPrice(12_500_050, 'USD')).toBe('$125,000.50');
    expect(formatPrice(9_999_900, 'GBP')).toBe('£99,999');
  });
  it('builds the public advertisement URL (SPEC §3)', () => {
    const ad = { year: 2019, brand: 'TEMSA', model: 'Maraton 12', short_id: 'ab12cd34', region: 'tr' };
    expect(publicAdvertisementUrl('https://coachyard.com/', { ...ad, lang: 'tr' })).toBe(
      'https://coachyard.com/tr-tr/ilan/2019-temsa-maraton-12/AB12CD34',
    );
    expect(publicAdvertisementUrl('https://coachyard.com', { ...ad, lang: 'en' })).toContain(
      '/en-tr/listing/',
    );
  });
  it('slugifies names with Turkish and accented letters', () => {
    expect(slugify('Şehirlerarası Otobüs')).toBe('sehirlerarasi-otobus');
    expect(slugify("Lion's Coach  C")).toBe('lion-s-coach-c');
    expect(slugify('2+1')).toBe('2-plus-1');
  });
});

describe('translations (SPEC §5 custom validators)', () => {
  it('translationLeastOne and checkTranslations', () => {
    expect(hasContentInOneLanguage({ en: 'a', tr: '' })).toBe(false);
    expect(hasContentInOneLanguage({ en: 'ab' })).toBe(true);
    expect(hasTextInOneLanguage({ en: '<p> </p>' })).toBe(false);
    expect(hasTextInOneLanguage({ en: '<p>Hi</p>' })).toBe(true);
  });
  it('refuses unknown language codes and too short texts', () => {
    expect(translationsSchema().safeParse({ xx: 'Hello' }).success).toBe(false);
    expect(translationsSchema().safeParse({ en: 'H' }).success).toBe(false);
    expect(translationsSchema().safeParse({ en: 'Hello', ar: 'مرحبا' }).success).toBe(true);
  });
});
