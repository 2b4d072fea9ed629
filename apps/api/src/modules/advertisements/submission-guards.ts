import type { Language } from '@coachyard/contract';
import type { App } from './context.ts';
import type { AdRow } from './present.ts';

/**
 * What refuses an ad's submission for review, by failing check: field → messages already worded in the reader's
 * language. Another module registers it (the trust signals, issue 27), as it registers its write hooks, so this
 * module refuses without knowing the signals and without an import cycle.
 */
export type SubmissionGuard = (
  app: App,
  row: AdRow,
  language: Language,
  /** The row's stored signals were written in this transaction a moment ago (a new ad's start): nothing to redo. */
  signalsFresh?: boolean,
) => Promise<Record<string, string[]>>;

const guards = new Set<SubmissionGuard>();

/** Registers a guard once (every app instance registers the same function again: a no-op). */
export function guardSubmission(guard: SubmissionGuard) {
  guards.add(guard);
}

/** Every failing check of every guard; empty when the ad may be submitted. */
export async function submissionRefusals(app: App, row: AdRow, language: Language, signalsFresh = false) {
  const refusals: Record<string, string[]> = {};
  for (const guard of guards)
    for (const [field, messages] of Object.entries(await guard(app, row, language, signalsFresh)))
      (refusals[field] ??= []).push(...messages);
  return refusals;
}
