import { franc } from 'franc-min';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import { LANGUAGES, type Language, type Translations } from '@coachyard/contract';

// What the text checks of an ad's health look for (issue 27): contact details buyers should not find in a
// listing (the marketplace passes their messages on), and a description written in another language.

/** The countries of the markets (Türkiye, the EU's largest, the US) and of the languages we speak. */
const PHONE_COUNTRIES: CountryCode[] = ['TR', 'DE', 'FR', 'ES', 'IT', 'GB', 'US', 'RU', 'NL', 'AE'];

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
const WEB =
  /(?:https?:\/\/|www\.)[^\s,;)]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|eu|de|fr|es|it|tr|ru|uk|us|nl|ae)(?:\.[a-z]{2})?\b(?:\/[^\s,;)]*)?/giu;
/** A number written with thousands separators (a price, a mileage), never a phone number. */
const GROUPED_NUMBER = /^\d{1,3}(?:[.,\s]\d{3})+$/;
/** Fewer digits than this are a quantity, not a phone number (every market's numbers have more). */
const PHONE_DIGITS_MIN = 8;
/**
 * A model number then a model year ("Volvo 9700 2014 – 54 places", "Setra 515 2019"), never a phone number: no
 * market's numbers start with a 3–4 digit group without a leading 0 or + followed by a year-like group. The demo's
 * French, Russian and Arabic titles were flagged until this.
 */
const MODEL_AND_YEAR = /^[1-9]\d{2,3}\s+(?:19[5-9]\d|20\d\d)\b/;

export interface Span {
  start: number;
  end: number;
  kind: 'phone' | 'email' | 'web';
}

const spansOf = (text: string, pattern: RegExp, kind: Span['kind']): Span[] =>
  [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    kind,
  }));

/** Digits with what people write between them in a phone number. */
const DIGIT_RUN = /[+(]?\d[\d\s()./-]*/g;

/**
 * Whether some run of digits and separators holds enough digits to be a phone number. Searching every market's
 * formats costs milliseconds per text; most descriptions hold only years and seat counts, and skip it.
 */
const mayHoldPhoneNumber = (text: string) =>
  [...text.matchAll(DIGIT_RUN)].some((run) => run[0].replace(/\D/g, '').length >= PHONE_DIGITS_MIN);

function phoneSpans(text: string): Span[] {
  if (!mayHoldPhoneNumber(text)) return [];
  const spans: Span[] = [];
  for (const country of PHONE_COUNTRIES)
    for (const found of findPhoneNumbersInText(text, country)) {
      const raw = text.slice(found.startsAt, found.endsAt);
      const trimmed = raw.trim();
      if (raw.replace(/\D/g, '').length < PHONE_DIGITS_MIN || GROUPED_NUMBER.test(trimmed)) continue;
      if (MODEL_AND_YEAR.test(trimmed)) continue;
      spans.push({ start: found.startsAt, end: found.endsAt, kind: 'phone' });
    }
  return spans;
}

/** Overlapping finds are one: the longest wins (an e-mail's domain is not also a web address). */
function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: Span[] = [];
  for (const span of sorted)
    if (!kept.some((other) => span.start < other.end && other.start < span.end)) kept.push(span);
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * The last texts checked and what was found in them: an ad's write usually changes its price or status, not its
 * eight titles and descriptions, so each is searched once per process rather than on every write.
 */
const recentlyChecked = new Map<string, readonly Span[]>();
const RECENTLY_CHECKED_MAX = 4_000;

/** Phone numbers in any of the markets' formats, e-mail addresses and web addresses in a text. */
export function contactDetailsIn(text: string): readonly Span[] {
  const known = recentlyChecked.get(text);
  if (known) return known;
  const found = merged([...phoneSpans(text), ...spansOf(text, EMAIL, 'email'), ...spansOf(text, WEB, 'web')]);
  if (recentlyChecked.size >= RECENTLY_CHECKED_MAX)
    recentlyChecked.delete(recentlyChecked.keys().next().value!);
  recentlyChecked.set(text, found);
  return found;
}

/** Every contact detail in an ad's titles and descriptions, by field (`title.en`) and as written. */
export function contactDetailsOf(texts: { title: Translations; description: Translations }) {
  const found: { field: string; excerpt: string }[] = [];
  for (const part of ['title', 'description'] as const)
    for (const [language, text] of Object.entries(texts[part]))
      for (const span of text ? contactDetailsIn(text) : [])
        found.push({ field: `${part}.${language}`, excerpt: text!.slice(span.start, span.end) });
  return found;
}

/** franc's ISO 639-3 codes of our languages (Arabic: Standard Arabic). */
const ISO_639_3: Record<Language, string> = {
  tr: 'tur',
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  ru: 'rus',
  ar: 'arb',
};
const OURS = new Map(Object.entries(ISO_639_3).map(([ours, iso]) => [iso, ours as Language]));
const CANDIDATES = LANGUAGES.map((language) => ISO_639_3[language]);
/** Shorter texts say too little for a detector to tell languages apart. */
const DETECTABLE_MIN = 40;

/** The language a text is written in, among ours; null when too short to tell. */
export function languageOf(text: string): Language | null {
  if (text.trim().length < DETECTABLE_MIN) return null;
  return OURS.get(franc(text, { only: CANDIDATES, minLength: DETECTABLE_MIN })) ?? null;
}
