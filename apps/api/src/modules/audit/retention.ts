import type { FastifyInstance } from 'fastify';
import type { AuditRetention } from '@coachyard/contract';
import { recordAudit } from '../../lib/audit.ts';
import { currentSettings } from '../settings/index.ts';

/** Deleted in slices, so a first purge of a large trail never holds one long lock on the table. */
const PURGE_BATCH = 10_000;
const DAY_MS = 86_400_000;

type App = Pick<FastifyInstance, 'db' | 'config' | 'siteSettings'>;

/**
 * How long events are kept: Settings › Leads' retention period, which covers the leads and the trail alike.
 * Events from before `purge_before` go at the next daily purge; an ADMIN may export them first.
 */
export async function auditRetention(app: App, now = new Date()): Promise<AuditRetention> {
  const days = (await currentSettings(app)).leads.values.retention_days;
  return { retention_days: days, purge_before: new Date(now.getTime() - days * DAY_MS).toISOString() };
}

/** Deletes the events older than the retention period, then records the purge itself (who: nobody, the job). */
export async function purgeExpiredEvents(app: App, now = new Date()) {
  const { purge_before: before, retention_days: days } = await auditRetention(app, now);
  let purged = 0;
  for (;;) {
    // Oldest first through the time index; ids keep the slice exact while events are being added.
    const result = await app.db.$client.query(
      `delete from audit_events where id in (
         select id from audit_events where occurred_at < $1 order by occurred_at limit $2)`,
      [before, PURGE_BATCH],
    );
    purged += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < PURGE_BATCH) break;
  }
  if (purged > 0) {
    await recordAudit(app.db, null, {
      action: 'purge',
      namespace: 'audit',
      after: { events: purged, before, retention_days: days },
    });
  }
  return { purged, before };
}
