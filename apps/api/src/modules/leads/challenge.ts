import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { usedChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** How long a form may stay open before its challenge expires. */
const CHALLENGE_TTL_SECONDS = 30 * 60;
/** The work: a browser tries on average half of this many SHA-256 hashes (well under a second). */
const COUNTER_RANGE = [5_000, 50_000] as const;

export interface ChallengeKeys {
  signature: string;
  key: string;
}

/** Keys of the challenge signatures, derived from the server's secret so every instance shares them. */
export const challengeKeysFrom = (secret: string): ChallengeKeys => ({
  signature: createHmac('sha256', secret).update('lead-challenge-signature').digest('hex'),
  key: createHmac('sha256', secret).update('lead-challenge-key').digest('hex'),
});

/** A fresh proof-of-work challenge; it carries (signed) when it was issued, which is when the form opened. */
export const createLeadChallenge = (keys: ChallengeKeys, now = Date.now()) =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    data: { issued_at: now },
  });

const invalid = () =>
  new AppError('VALIDATION', 'errors.validation', { fields: { altcha: ['lead.challenge_invalid'] } });

export interface VerifiedChallenge {
  /** Spent once: a second form with it is refused. */
  signature: string;
  expiresAt: Date;
  issuedAt: number;
}

/** Checks the widget's payload (base64 JSON of `{ challenge, solution }`); refuses a forged or expired one. */
export async function verifyLeadChallenge(keys: ChallengeKeys, payload: string): Promise<VerifiedChallenge> {
  let decoded: { challenge?: Challenge; solution?: Solution };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { challenge, solution } = decoded ?? {};
  if (!challenge?.parameters || !challenge.signature || !solution) throw invalid();
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  }).catch(() => null);
  if (!result?.verified) throw invalid();
  const issuedAt = Number(challenge.parameters.data?.issued_at);
  return {
    signature: challenge.signature,
    expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    issuedAt: Number.isFinite(issuedAt) ? issuedAt : 0,
  };
}

type Executor = Pick<Database, 'insert' | 'delete'>;

/**
 * Spends a solution inside the transaction that stores the lead: the row lives in PostgreSQL, so every instance
 * refuses a replay, and a lead refused later in the same transaction leaves its solution unspent.
 */
export async function spendChallenge(executor: Executor, challenge: VerifiedChallenge) {
  const spent = await executor
    .insert(usedChallenges)
    .values({ signature: challenge.signature, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  if (spent.length === 0)
    throw new AppError('VALIDATION', 'errors.validation', { fields: { altcha: ['lead.challenge_used'] } });
  // Now and then, forget solutions whose challenges have expired anyway.
  if (Math.random() < 0.02)
    await executor.delete(usedChallenges).where(lt(usedChallenges.expiresAt, sql`now()`));
}
