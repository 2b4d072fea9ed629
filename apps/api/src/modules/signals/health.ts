import {
  healthBandOf,
  SIGNAL_RULES,
  type HealthCheckKey,
  type Language,
  type MessageKey,
  type PriceSignal,
  type TextFlag,
  type Translations,
} from '@coachyard/contract';
import { BLURRED_BELOW, PHOTO_LONG_SIDE_MIN } from '../../lib/photo-hash.ts';
import type { SignalFacts } from '../../db/schema/index.ts';
import type { PhotoFacts } from './photos.ts';
import { contactDetailsOf, languageOf } from './text-checks.ts';

/** What an ad's health is judged from: its stored fields, its price band and the minimum photo count. */
export interface JudgedAd {
  lang: string;
  year: number;
  mileage: number | null;
  seats: number | null;
  title: Translations;
  description: Translations;
  media: readonly { key: string }[];
}

/** One check's verdict, worded later in the reader's language (`{count}` filled in). */
export interface CheckVerdict {
  key: HealthCheckKey;
  passed: boolean;
  messageKey: MessageKey;
  count?: number;
}

/**
 * How much each check weighs in the score (they add up to 100). Contact details weigh less than their harm: they
 * refuse a submission whatever the score.
 */
const WEIGHTS: Record<HealthCheckKey, number> = {
  required_fields: 20,
  photo_count: 20,
  photo_size: 5,
  photo_sharpness: 5,
  description_length: 15,
  description_language: 10,
  contact_details: 10,
  mileage_plausible: 5,
  price_band: 10,
};

/** A bus or coach rarely runs more than this a year, and one that ran less than `yearlyMin` sat idle. */
const MILEAGE = { yearlyMax: 250_000, yearlyMin: 1_000, idleFromAge: 3 } as const;

const EXCERPT_MAX = 80;

function mileagePlausible(year: number, mileage: number | null, now: Date) {
  if (mileage === null) return true;
  const age = Math.max(1, now.getUTCFullYear() - year + 1);
  if (mileage > age * MILEAGE.yearlyMax) return false;
  return age < MILEAGE.idleFromAge || mileage >= age * MILEAGE.yearlyMin;
}

const verdict = (
  key: HealthCheckKey,
  passed: boolean,
  ok: MessageKey,
  failed: MessageKey,
  count?: number,
): CheckVerdict => ({ key, passed, messageKey: passed ? ok : failed, ...(!passed && { count }) });

const PRICE_MESSAGES = {
  within: 'signals.price_within',
  no_analysis: 'signals.price_no_analysis',
  below: 'signals.price_below',
  above: 'signals.price_above',
} as const satisfies Record<PriceSignal['band'], MessageKey>;

/** What the costly checks (text and photos) found: stored beside the row, kept by writes that change none of it. */
export type CheckedFacts = Pick<SignalFacts, 'flags' | 'smallPhotos' | 'blurredPhotos'>;

/**
 * What an ad's texts were flagged for: contact details in any title or description, a description in another
 * language than the ad's. The costly part of the health checks (language detection, phone number parsing), so a
 * write runs it only when the texts or the language change.
 */
export function flagTexts(ad: Pick<JudgedAd, 'lang' | 'title' | 'description'>): TextFlag[] {
  const language = ad.lang as Language;
  const description = ad.description[language]?.trim() ?? '';
  const written = languageOf(description);
  const flags: TextFlag[] = contactDetailsOf(ad).map((found) => ({ key: 'contact_details', ...found }));
  if (written !== null && written !== language)
    flags.push({
      key: 'language_mismatch',
      field: `description.${language}`,
      excerpt: description.slice(0, EXCERPT_MAX),
    });
  return flags;
}

/** How many of an ad's fingerprinted photos are too small or blurred. */
export const judgePhotos = (photos: readonly Pick<PhotoFacts, 'width' | 'height' | 'sharpness'>[]) => ({
  smallPhotos: photos.filter((photo) => Math.max(photo.width, photo.height) < PHOTO_LONG_SIDE_MIN).length,
  blurredPhotos: photos.filter((photo) => photo.sharpness < BLURRED_BELOW).length,
});

/**
 * The health checks of an ad, its score and band (issue 27), from its fields, its price band and what the costly
 * checks found (`flagTexts`, `judgePhotos`; a photo not fingerprinted yet is judged once it is).
 */
export function judgeHealth(
  ad: JudgedAd,
  priceBand: PriceSignal['band'],
  minPhotos: number,
  found: CheckedFacts,
  now = new Date(),
) {
  const { smallPhotos: small, blurredPhotos: blurred, flags } = found;
  const language = ad.lang as Language;
  const title = ad.title[language]?.trim() ?? '';
  const description = ad.description[language]?.trim() ?? '';
  const missing = [title, description, ad.mileage, ad.seats].filter(
    (value) => value === '' || value === null,
  ).length;
  const mismatch = flags.some((flag) => flag.key === 'language_mismatch');
  const contacts = flags.some((flag) => flag.key === 'contact_details');

  const checks: CheckVerdict[] = [
    verdict(
      'required_fields',
      missing === 0,
      'signals.required_fields_ok',
      'signals.required_fields_missing',
      missing,
    ),
    verdict(
      'photo_count',
      ad.media.length >= minPhotos,
      'signals.photo_count_ok',
      'signals.photo_count_missing',
      minPhotos - ad.media.length,
    ),
    verdict('photo_size', small === 0, 'signals.photo_size_ok', 'signals.photo_size_small', small),
    verdict(
      'photo_sharpness',
      blurred === 0,
      'signals.photo_sharpness_ok',
      'signals.photo_sharpness_blurred',
      blurred,
    ),
    verdict(
      'description_length',
      description.length >= SIGNAL_RULES.descriptionMin,
      'signals.description_length_ok',
      'signals.description_length_short',
      SIGNAL_RULES.descriptionMin - description.length,
    ),
    verdict(
      'description_language',
      !mismatch,
      'signals.description_language_ok',
      'signals.description_language_mismatch',
    ),
    verdict('contact_details', !contacts, 'signals.contact_details_ok', 'signals.contact_details_found'),
    verdict(
      'mileage_plausible',
      mileagePlausible(ad.year, ad.mileage, now),
      'signals.mileage_ok',
      'signals.mileage_implausible',
    ),
    {
      key: 'price_band',
      passed: priceBand === 'within' || priceBand === 'no_analysis',
      messageKey: PRICE_MESSAGES[priceBand],
    },
  ];
  const score = checks.reduce((sum, check) => sum + (check.passed ? WEIGHTS[check.key] : 0), 0);
  return { score, band: healthBandOf(score), checks, flags };
}
