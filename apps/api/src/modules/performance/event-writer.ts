import type { AdvertisementEventType } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';

/** One event as stored: its ad resolved, its time and UTC day fixed. */
export interface StoredEvent {
  advertisementId: string;
  type: AdvertisementEventType;
  session: string;
  occurredAt: Date;
  bot: boolean;
}

interface Waiting {
  events: StoredEvent[];
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Writes events as a group commit (issue 29): the batches that arrive while one insert runs wait for the next,
 * which takes them all in one statement, and each request is answered only once its events are committed — so an
 * acknowledged event survives `kill -9`, at the cost of one insert per few milliseconds instead of one per request.
 * A session's second view of an ad on one day is dropped by the unique index, not counted.
 */
export function createEventWriter(db: Database) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeWaiting() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      const events = group.flatMap((entry) => entry.events);
      try {
        await db.$client.query(
          `insert into advertisement_events (advertisement_id, type, session, occurred_at, day, bot)
           select ad, type, session, at, (at at time zone 'UTC')::date, bot
           from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::boolean[])
             as event(ad, type, session, at, bot)
           on conflict (advertisement_id, session, day) where type = 'view' and not bot do nothing`,
          [
            events.map((event) => event.advertisementId),
            events.map((event) => event.type),
            events.map((event) => event.session),
            events.map((event) => event.occurredAt.toISOString()),
            events.map((event) => event.bot),
          ],
        );
        for (const entry of group) entry.done();
      } catch (error) {
        for (const entry of group) entry.failed(error);
      }
    }
    writing = false;
  }

  return {
    /** Resolves once `events` are committed. */
    write(events: StoredEvent[]): Promise<void> {
      return new Promise((done, failed) => {
        waiting.push({ events, done, failed });
        if (!writing) void writeWaiting();
      });
    },
  };
}
export type EventWriter = ReturnType<typeof createEventWriter>;
