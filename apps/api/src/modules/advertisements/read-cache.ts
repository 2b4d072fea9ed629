import type { FastifyInstance } from 'fastify';
import { advertisementSchema, type Advertisement } from '@coachyard/contract';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { isOwnedInScope } from '../../lib/scope.ts';
import { createWriteClearedCache } from '../../lib/write-cleared-cache.ts';
import { ANSWER_NAMES_FROM, answerKeyOf, NAMESPACE, type App, type Caller } from './context.ts';
import { findVisible, type VisibleRow } from './queries.ts';

/** What deciding who may read a live ad, and which of its kept answers fits, takes from its row. */
type ReadFacts = Pick<
  VisibleRow,
  'id' | 'version' | 'updatedAt' | 'deletedAt' | 'ownerId' | 'ownerName' | 'ownerManagerId' | 'status'
>;

const factsOf = (row: VisibleRow): ReadFacts => ({
  id: row.id,
  version: row.version,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  ownerManagerId: row.ownerManagerId,
  status: row.status,
});

/**
 * Writes that change what the facts of a live ad are: the ad itself (its writes, photos and status moves), its
 * owner's name or manager, and restores from the trash or the history.
 */
const FACTS_CHANGED_BY = [NAMESPACE, 'users', 'trash', 'audit'];
/** How long a change made where no notification reaches (the seed CLI, a lost listening connection) may show. */
const FACTS_TTL_MILLISECONDS = 10_000;
/** About 200 bytes each. */
const MAX_FACTS = 20_000;

/**
 * One live ad's answer at the cost of a cache hit (issue 30): while nothing has changed it, no statement runs.
 * The ad's facts (owner, the owner's manager, status, version…) are kept per process, cleared on every instance by
 * the writes that change them (plugins/write-cleared-caches.ts: the audit event of the write carries the
 * notification, delivered when it commits); row scope is decided on them in memory as the statement would
 * (`isOwnedInScope`), and the answer written out for that version, language and caller's status moves comes
 * from `lib/answer-cache.ts`. The account behind the token and the privileges come from their own caches, so a
 * sign-out or a withdrawn privilege still acts at once. A miss runs the one statement reading the row, which
 * fills both.
 */
export function readAdvertisementAnswers(app: App & Pick<FastifyInstance, 'registerWriteClearedCache'>) {
  const answers = createAnswerCache(advertisementSchema);
  app.registerWriteClearedCache(answers, ANSWER_NAMES_FROM);
  const facts = createWriteClearedCache<ReadFacts>({
    ttlMilliseconds: FACTS_TTL_MILLISECONDS,
    maxEntries: MAX_FACTS,
  });
  app.registerWriteClearedCache(facts, FACTS_CHANGED_BY);

  return async (
    caller: Caller,
    id: string,
    language: string,
    present: (row: VisibleRow) => Promise<Advertisement>,
  ): Promise<Buffer> => {
    let read: VisibleRow | undefined;
    const kept = await facts.get(id, async () => factsOf((read = await findVisible(app.db, null, id))));
    if (!isOwnedInScope(caller, { id: kept.ownerId, managerId: kept.ownerManagerId })) throw notFound();
    const answer = answers.keptBody(answerKeyOf(caller, kept, language));
    if (answer) return answer;
    // Kept facts without the answer (another language, or another caller's moves): the row, read in scope.
    const row = read ?? (await findVisible(app.db, caller, id));
    return answers.keepBody(answerKeyOf(caller, row, language), await present(row));
  };
}
