import { LANGUAGES } from '@coachyard/contract';
import { intlLocale } from '@/lib/language';

type Translate = (key: string) => string;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isTranslations = (value: object) =>
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

/** A field name as the trail records it (`priceMinor`, `number_format`), in words until a translation names it. */
const words = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
const fieldWords = (field: string) => words(field).replace(/^./, (first) => first.toUpperCase());

const isLanguageCode = (segment: string) => (LANGUAGES as readonly string[]).includes(segment);

/**
 * A changed field as a reader names it. A path into a structure is named step by step: `title.fr` reads
 * "Title › Français", `regions.eu.number_format` "Regions › eu › number format"; a language closing the path is
 * a translation's language (earlier, `tr` is a region's key).
 */
export function fieldLabel(field: string, t: (key: string, options?: { defaultValue: string }) => string) {
  const segments = field.split('.');
  return segments
    .map((segment, index) =>
      index > 0 && index === segments.length - 1 && isLanguageCode(segment)
        ? t(`translationForm.languageNames.${segment}`)
        : t(`audit.fields.${segment}`, { defaultValue: index === 0 ? fieldWords(segment) : words(segment) }),
    )
    .join(' › ');
}

/** Names of the ids an answer's changes hold (the API resolves lookup values and people). */
export type IdNames = Record<string, string>;

/**
 * A recorded value as a reader reads it: ids by the names they stand for, amounts in minor units as money,
 * instants as dates in the reader's language, translations as "EN: …", lists joined, and nothing as a dash.
 */
export function changeValueText(
  value: unknown,
  field: string,
  language: string,
  t: Translate,
  names: IdNames = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && names[value]) return names[value];
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') {
    return field.endsWith('Minor')
      ? new Intl.NumberFormat(intlLocale(language), {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(value / 100)
      : new Intl.NumberFormat(intlLocale(language)).format(value);
  }
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value)
      ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(value),
        )
      : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => changeValueText(item, '', language, t, names)).join(', ');
  }
  if (typeof value === 'object' && isTranslations(value)) {
    return Object.entries(value as Record<string, string>)
      .map(([code, text]) => `${code.toUpperCase()}: ${text}`)
      .join(' · ');
  }
  return JSON.stringify(value);
}
