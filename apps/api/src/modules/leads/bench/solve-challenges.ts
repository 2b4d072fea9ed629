/**
 * The bench's buyers' browsers (bench/suites/leads.ts): opens COUNT lead forms on the app at APP_URL — one
 * proof-of-work challenge each, from `GET /api/public/leads/challenge` — and solves them with altcha-lib as the
 * site's widget does, in a process of its own (a buyer's browser works on the buyer's CPU, not the server's).
 * Prints a JSON array of `altcha` payloads, in the order the forms were opened.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const appUrl = process.env.APP_URL!;
const count = Number(process.env.COUNT ?? 100);
const OPENING_AT_ONCE = 10;

const challenges: Challenge[] = [];
while (challenges.length < count) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(OPENING_AT_ONCE, count - challenges.length) }, async () => {
      const response = await fetch(`${appUrl}/api/public/leads/challenge`);
      if (!response.ok) throw new Error(`challenge: ${response.status}`);
      return ((await response.json()) as { data: Challenge }).data;
    }),
  );
  challenges.push(...batch);
}

const payloads: string[] = [];
for (const challenge of challenges) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('a challenge was not solved');
  payloads.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
}
process.stdout.write(JSON.stringify(payloads));
