import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL channel every instance listens on. A message's payload is the id of the instance that wrote,
 * a space, and the namespaces the write changed (comma-separated), or `*` when it cannot say.
 */
const CHANNEL = 'coachyard_caches';
export const EVERY_NAMESPACE = '*';
const RECONNECT_MILLISECONDS = 1_000;
/** The writer a notification names when every instance, the writing one too, is to clear on it. */
const JOB_WRITER = 'job';

export interface CacheBus {
  /**
   * Tells every other instance that a write to `namespaces` committed: they clear what depends on them. Writes
   * announced while one announcement is on its way leave together in the next, so a burst of writes sends a few
   * notifications, not one each; the promise resolves once the one carrying `namespaces` has been sent.
   */
  announce(namespaces: readonly string[]): Promise<void>;
  /**
   * The same announcement as arguments of `pg_notify(channel, payload)`, for a statement of the writing
   * transaction to carry (lib/audit.ts, for jobs): it is delivered when that transaction commits. With
   * `heardHere`, this instance clears on it too: a write outside a request (a job) has no answer after which this
   * instance would clear, as it does for its requests.
   */
  notification(
    namespaces: readonly string[],
    options?: { heardHere?: boolean },
  ): { channel: string; payload: string };
  /** Runs `clear` with the written namespaces (`*` for all) whenever another instance announces a write. */
  onRemoteWrite(clear: (namespaces: readonly string[]) => void): void;
  /** Resolves once the first attempt to listen has ended (the app waits for it before it takes requests). */
  ready(): Promise<void>;
  /** Whether this instance hears the others now: one that does not would serve what they changed. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * What one instance keeps in memory (privileges, the account behind a token, list totals, settings) is cleared
 * on every instance when any of them commits a change, through PostgreSQL's LISTEN/NOTIFY: every deployment has
 * the database, not every one has Redis. A request's write is announced after it commits and before the writer
 * answers its client, so the client's next request finds every instance cleared. Not from inside the write's
 * transaction: a notifying commit holds one lock of the whole database through its WAL flush, which made every
 * write wait for the others' flushes (issue 30). While the listening connection is down (a database restart) it
 * reconnects, and each cache's own expiry bounds staleness, as it does for a writer that dies between its
 * commit and its announcement.
 */
export function createCacheBus(pool: pg.Pool): CacheBus {
  const instance = randomUUID();
  const listeners: ((namespaces: readonly string[]) => void)[] = [];
  const clearEverything = () => {
    for (const clear of listeners) clear([EVERY_NAMESPACE]);
  };
  let client: pg.Client | null = null;
  let isListening = false;
  let closed = false;
  let connected: Promise<void>;
  let reconnect: NodeJS.Timeout | undefined;

  const listen = (): Promise<void> => {
    const connection = new pg.Client(pool.options);
    client = connection;
    connection.on('notification', (message) => {
      const [writer, namespaces = EVERY_NAMESPACE] = (message.payload ?? '').split(' ');
      if (writer === instance) return;
      for (const clear of listeners) clear(namespaces.split(','));
    });
    connection.on('error', () => {
      if (client === connection) isListening = false;
      void connection.end().catch(() => {});
      if (closed || client !== connection) return;
      client = null;
      // Whatever was missed while disconnected is gone: start from empty caches.
      clearEverything();
      reconnect = setTimeout(() => (connected = listen().catch(() => {})), RECONNECT_MILLISECONDS);
    });
    return connection
      .connect()
      .then(() => connection.query(`listen ${CHANNEL}`))
      .then(() => {
        if (client === connection) isListening = true;
      })
      .catch((error) => {
        connection.emit('error', error);
        throw error;
      });
  };
  connected = listen().catch(() => {});

  /** The announcement not sent yet: what writes announce meanwhile joins it. */
  let waiting: { namespaces: Set<string>; sent: Promise<void> } | null = null;
  let sending: Promise<void> = Promise.resolve();
  const send = async (namespaces: readonly string[]) => {
    await pool.query('select pg_notify($1, $2)', [CHANNEL, `${instance} ${namespaces.join(',')}`]);
  };

  return {
    announce(namespaces) {
      if (!waiting) {
        const batch = { namespaces: new Set<string>(), sent: Promise.resolve() };
        batch.sent = sending.then(() => {
          waiting = null;
          return send([...batch.namespaces]);
        });
        sending = batch.sent.catch(() => {});
        waiting = batch;
      }
      for (const namespace of namespaces) waiting.namespaces.add(namespace);
      return waiting.sent;
    },
    notification: (namespaces, { heardHere = false } = {}) => ({
      channel: CHANNEL,
      payload: `${heardHere ? JOB_WRITER : instance} ${namespaces.join(',')}`,
    }),
    onRemoteWrite(clear) {
      listeners.push(clear);
    },
    ready: () => connected,
    listening: () => isListening,
    async close() {
      closed = true;
      clearTimeout(reconnect);
      await client?.end().catch(() => {});
    },
  };
}
