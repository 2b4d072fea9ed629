import { and, eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { editingPresence } from '../../db/schema/index.ts';

/** One open editor screen: who has it open (a person may have several tabs, each its own screen). */
export interface PresenceScreen {
  userId: string;
  screenId: string;
}

/** Which record of which namespace a screen is open on. */
export interface PresenceRecord {
  namespace: string;
  recordId: string;
}

/**
 * Who has an editor open on a record, shared by every instance of the API: in Redis when `REDIS_URL` is set,
 * else in PostgreSQL (`editing_presence`). A screen that is not heard from for `ttlSeconds` has left, so a
 * closed tab or a crashed browser clears itself.
 */
export interface PresenceStore {
  /** Marks the screen as open now and answers every screen open on the record (the caller's included). */
  beat(record: PresenceRecord, screen: PresenceScreen): Promise<PresenceScreen[]>;
  /** The screen closed; answers the screens still open. */
  leave(record: PresenceRecord, screen: PresenceScreen): Promise<PresenceScreen[]>;
}

export function postgresPresence(db: Database, ttlSeconds: number): PresenceStore {
  const ofRecord = (record: PresenceRecord) =>
    and(eq(editingPresence.namespace, record.namespace), eq(editingPresence.recordId, record.recordId));
  const open = async (record: PresenceRecord) => {
    // Forgotten screens of every record go here too: the table never holds more than the last half minute.
    await db
      .delete(editingPresence)
      .where(lt(editingPresence.seenAt, sql`now() - make_interval(secs => ${ttlSeconds})`));
    return db
      .select({ userId: editingPresence.userId, screenId: editingPresence.screenId })
      .from(editingPresence)
      .where(ofRecord(record));
  };
  return {
    async beat(record, screen) {
      await db
        .insert(editingPresence)
        .values({ ...record, ...screen })
        .onConflictDoUpdate({
          target: [
            editingPresence.namespace,
            editingPresence.recordId,
            editingPresence.userId,
            editingPresence.screenId,
          ],
          set: { seenAt: sql`now()` },
        });
      return open(record);
    },
    async leave(record, screen) {
      await db
        .delete(editingPresence)
        .where(
          and(
            ofRecord(record),
            eq(editingPresence.userId, screen.userId),
            eq(editingPresence.screenId, screen.screenId),
          ),
        );
      return open(record);
    },
  };
}

/** One sorted set per record: members `user:screen`, scored by when they were last heard from. */
export function redisPresence(redis: Redis, ttlSeconds: number): PresenceStore {
  const keyOf = (record: PresenceRecord) => `coachyard:presence:${record.namespace}:${record.recordId}`;
  const memberOf = (screen: PresenceScreen) => `${screen.userId}:${screen.screenId}`;
  const screensOf = (members: string[]) =>
    members.map((member) => {
      const [userId, screenId] = member.split(':') as [string, string];
      return { userId, screenId };
    });
  const ttl = ttlSeconds * 1000;
  const run = async (record: PresenceRecord, change: (key: string, now: number) => unknown[][]) => {
    const key = keyOf(record);
    const now = Date.now();
    const commands = [
      ...change(key, now),
      ['zremrangebyscore', key, '-inf', String(now - ttl)],
      ['zrange', key, '0', '-1'],
      ['pexpire', key, String(ttl)],
    ];
    const results = (await redis.multi(commands as string[][]).exec()) ?? [];
    const [error, members] = results[commands.length - 2] ?? [];
    if (error) throw error;
    return screensOf((members as string[] | undefined) ?? []);
  };
  return {
    beat: (record, screen) => run(record, (key, now) => [['zadd', key, String(now), memberOf(screen)]]),
    leave: (record, screen) => run(record, (key) => [['zrem', key, memberOf(screen)]]),
  };
}
