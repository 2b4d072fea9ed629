import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL channel every instance listens on. A message's payload is the id of the instance that wrote,
 * a space, and the namespaces the write changed (comma-separated), or `*` when it cannot say.
 */
const CHANNEL = 'coachyard_caches';
export const EVERY_NAMESPACE = '*';
const RECONNECT_MILLISECONDS = 1_000;
/**
 * What a listening connection calls itself once it listens, followed by its instance's id: a writer reads in
 * `pg_stat_activity` which instances hear it, and waits for each one's acknowledgement.
 */
const LISTENER_NAME = 'coachyard caches ';
/** Each instance hears the acknowledgements of its announcements on its own channel: this, then its id. */
const ACK_CHANNEL = 'coachyard_caches_ack_';
/**
 * The longest a writer waits for an instance's acknowledgement before answering anyway: an instance frozen or cut
 * off from the database then shows what the write changed once its caches expire, as one that lost its listening
 * connection does, instead of holding every write.
 */
const ACK_WAIT_MILLISECONDS = 1_000;
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
  /** How many times another instance did not acknowledge a notice in time, since this instance started. */
  lateAcknowledgements(): number;
  close(): Promise<void>;
}

/**
 * What one instance keeps in memory (privileges, the account behind a token, list totals, settings) is cleared
 * on every instance when any of them commits a change, through PostgreSQL's LISTEN/NOTIFY: every deployment has
 * the database, not every one has Redis. A request's write is announced after it commits, and the writer answers
 * its client once every instance listening then has acknowledged it, so the client's next request finds every
 * instance cleared: a notification reaches another process a moment after the statement that sent it returns,
 * and a client's next request to that process could arrive first (the cluster test saw a token signed out on one
 * instance still accepted by the other). Not from inside the write's transaction: a notifying commit holds one
 * lock of the whole database through its WAL flush, which made every write wait for the others' flushes
 * (issue 30). While the listening connection is down (a database restart) it reconnects, and each cache's own
 * expiry bounds staleness, as it does for a writer that dies between its commit and its announcement.
 */
export function createCacheBus(pool: pg.Pool): CacheBus {
  const instance = randomUUID().replaceAll('-', '');
  const listeners: ((namespaces: readonly string[]) => void)[] = [];
  const clearEverything = () => {
    for (const clear of listeners) clear([EVERY_NAMESPACE]);
  };
  const acknowledgements = createAcknowledgements();
  let client: pg.Client | null = null;
  let isListening = false;
  let closed = false;
  let connected: Promise<void>;
  let reconnect: NodeJS.Timeout | undefined;

  const listen = (): Promise<void> => {
    const connection = new pg.Client(pool.options);
    client = connection;
    connection.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel !== CHANNEL) {
        const [announcement, from] = payload.split(' ');
        if (announcement && from) acknowledgements.heard(announcement, from);
        return;
      }
      const [writer, namespaces = EVERY_NAMESPACE, announcement] = payload.split(' ');
      if (writer === instance) return;
      for (const clear of listeners) clear(namespaces.split(','));
      if (writer && announcement)
        connection
          .query('select pg_notify($1, $2)', [ACK_CHANNEL + writer, `${announcement} ${instance}`])
          .catch(() => {});
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
    return (
      connection
        .connect()
        .then(() => connection.query(`listen ${CHANNEL}; listen ${ACK_CHANNEL}${instance}`))
        // Named only once it listens: a writer that reads the name can count on its notification arriving.
        .then(() =>
          connection.query(`select set_config('application_name', $1, false)`, [LISTENER_NAME + instance]),
        )
        .then(() => {
          if (client === connection) isListening = true;
        })
        .catch((error) => {
          connection.emit('error', error);
          throw error;
        })
    );
  };
  connected = listen().catch(() => {});

  let announcements = 0;
  /** Sends the notification, and resolves once every other instance listening then has acknowledged it. */
  const send = async (namespaces: readonly string[]) => {
    announcements += 1;
    const announcement = String(announcements);
    const waiting = acknowledgements.expect(announcement);
    try {
      const { rows } = await pool.query<{ listeners: string[] }>(
        `select pg_notify($1, $2), array(select substr(application_name, length($3) + 1) from pg_stat_activity
                 where application_name like $3 || '%' and datname = current_database()) as listeners`,
        [CHANNEL, `${instance} ${namespaces.join(',')} ${announcement}`, LISTENER_NAME],
      );
      // Acknowledgements come on this instance's listening connection: without it, none would. The other
      // instances' names are read as the database role they share (others' names read as null).
      const others = isListening ? rows[0]!.listeners.filter((listener) => listener !== instance) : [];
      return { acknowledged: waiting.until(others, ACK_WAIT_MILLISECONDS) };
    } catch (error) {
      waiting.cancel();
      throw error;
    }
  };

  /** The announcement not sent yet: what writes announce meanwhile joins it. */
  let next: { namespaces: Set<string>; sent: Promise<void> } | null = null;
  let sending: Promise<unknown> = Promise.resolve();
  return {
    announce(namespaces) {
      if (!next) {
        const batch = { namespaces: new Set<string>(), sent: Promise.resolve() };
        const notified = sending.then(() => {
          next = null;
          return send([...batch.namespaces]);
        });
        // The next announcement leaves once this one is sent, without waiting for its acknowledgements.
        sending = notified.catch(() => {});
        batch.sent = notified.then(({ acknowledged }) => acknowledged);
        next = batch;
      }
      for (const namespace of namespaces) next.namespaces.add(namespace);
      return next.sent;
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
    lateAcknowledgements: () => acknowledgements.late,
    async close() {
      closed = true;
      clearTimeout(reconnect);
      acknowledgements.stopWaiting();
      await client?.end().catch(() => {});
    },
  };
}

/** The announcements waiting for other instances' acknowledgements, and those already heard. */
function createAcknowledgements() {
  type Waiting = { heard: Set<string>; from?: Set<string>; done?: () => void };
  const pending = new Map<string, Waiting>();
  const finish = (announcement: string) => {
    const entry = pending.get(announcement);
    pending.delete(announcement);
    entry?.done?.();
  };
  const result = {
    /** Instances that did not acknowledge an announcement within its wait, counted once each. */
    late: 0,
    /** Starts collecting before the notification leaves: an acknowledgement may beat the statement's answer. */
    expect(announcement: string) {
      const entry: Waiting = { heard: new Set() };
      pending.set(announcement, entry);
      return {
        /** Nothing to wait for: the notification was not sent. */
        cancel: () => pending.delete(announcement),
        until(instances: readonly string[], milliseconds: number) {
          const from = new Set(instances.filter((instance) => !entry.heard.has(instance)));
          // Also when waiting stopped meanwhile (the instance closes).
          if (from.size === 0 || pending.get(announcement) !== entry) {
            pending.delete(announcement);
            return Promise.resolve();
          }
          return new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              result.late += from.size;
              finish(announcement);
            }, milliseconds);
            entry.from = from;
            entry.done = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        },
      };
    },
    heard(announcement: string, from: string) {
      const entry = pending.get(announcement);
      if (!entry) return;
      entry.heard.add(from);
      entry.from?.delete(from);
      if (entry.from?.size === 0) finish(announcement);
    },
    stopWaiting() {
      for (const announcement of [...pending.keys()]) finish(announcement);
    },
  };
  return result;
}
