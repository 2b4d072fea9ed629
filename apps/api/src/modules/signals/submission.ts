import { wordedMessage, type Language } from '@coachyard/contract';
import type { AdvertisementRowRead, AdvertisementsApp } from '../advertisements/index.ts';
import { listingLimits } from '../settings/index.ts';
import { judgedForSubmission, wordChecks } from './compute.ts';

/**
 * Why an ad may not be submitted for review (issue 27), by field: below Settings › Listings' minimum score, the
 * score and every failing check; whatever the score, contact details in its texts and a photo of another dealer's
 * live ad. Registered as the advertisements module's submission guard.
 */
export async function submissionRefusalsOf(
  app: AdvertisementsApp,
  row: AdvertisementRowRead,
  language: Language,
  signalsFresh = false,
) {
  const { minPhotos, minSubmitScore } = await listingLimits(app);
  const judged = await judgedForSubmission(app.db, row, minPhotos, signalsFresh);
  const failing = wordChecks(judged.checks, language).filter((check) => !check.passed);
  const refusals: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => (refusals[field] ??= []).push(message);
  if (judged.score < minSubmitScore) {
    refuse(
      'health.score',
      wordedMessage('advertisement.health_below_minimum', language, {
        score: String(judged.score),
        minimum: String(minSubmitScore),
      }),
    );
    for (const check of failing) refuse(`health.checks.${check.key}`, check.message);
  }
  const contacts = failing.find((check) => check.key === 'contact_details');
  if (contacts && !refusals['health.checks.contact_details'])
    refuse('health.checks.contact_details', contacts.message);
  const stolen = judged.duplicates.filter((duplicate) => duplicate.kind === 'possible_theft');
  if (stolen.length > 0)
    refuse(
      'duplicates',
      wordedMessage('advertisement.photo_of_another_dealer', language, {
        ads: stolen.map((duplicate) => duplicate.short_id).join(', '),
      }),
    );
  return refusals;
}
