import { isbot } from 'isbot';
import { EVENT_RULES, type AdvertisementEventBatch } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../lib/errors.ts';
import type { StoredEvent } from './event-writer.ts';

const DAY_MILLISECONDS = 86_400_000;
/** Short ids resolved lately: a result list reports the same few dozen ads request after request. */
const KNOWN_MAX = 20_000;

/**
 * Turns a batch from the public site into stored events, or refuses the whole batch with each bad event's field
 * named (`events.3.short_id`), so the site learns what to fix and nothing is half taken. An ad is known while it
 * is not deleted; its id, once known, never changes.
 */
export function createEventIntake(db: Database) {
  const known = new Map<string, string>();

  async function idsOf(shortIds: string[]) {
    const missing = [...new Set(shortIds.filter((shortId) => !known.has(shortId)))];
    if (missing.length > 0) {
      const { rows } = await db.$client.query<{ id: string; short_id: string }>(
        'select id, short_id from advertisements where short_id = any($1) and deleted_at is null',
        [missing],
      );
      for (const row of rows) {
        if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
        known.set(row.short_id, row.id);
      }
    }
    return known;
  }

  return async function eventsOf(
    batch: AdvertisementEventBatch,
    userAgent: string | undefined,
    now = new Date(),
  ): Promise<StoredEvent[]> {
    const ids = await idsOf(batch.events.map((event) => event.short_id));
    const bot = isbot(userAgent ?? '');
    const fields: Record<string, string[]> = {};
    const events = batch.events.map((event, index) => {
      const occurredAt = event.at ? new Date(event.at) : now;
      const age = now.getTime() - occurredAt.getTime();
      if (age > EVENT_RULES.maxAgeDays * DAY_MILLISECONDS || age < -EVENT_RULES.futureSlackSeconds * 1000)
        fields[`events.${index}.at`] = ['events.time_invalid'];
      const advertisementId = ids.get(event.short_id);
      if (!advertisementId) fields[`events.${index}.short_id`] = ['events.ad_unknown'];
      return {
        advertisementId: advertisementId ?? '',
        type: event.type,
        session: event.session,
        occurredAt,
        bot,
      };
    });
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    return events;
  };
}
