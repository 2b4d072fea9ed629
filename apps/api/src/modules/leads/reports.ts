import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import {
  type Language,
  type LeadCloseReason,
  type LeadKind,
  type LeadReport,
  type LeadStatus,
} from '@coachyard/contract';
import { leads, users } from '../../db/schema/index.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { advertisementRefs } from '../advertisements/index.ts';
import { currentSettings } from '../settings/index.ts';
import { leadScope, type App } from './context.ts';
import { overdueCondition } from './list-filters.ts';

const DAY = 86_400_000;
/** The period a report covers unless asked otherwise: the last twelve weeks. */
const DEFAULT_DAYS = 84;
const TOP = 10;

const day = (date: Date) => date.toISOString().slice(0, 10);
const hours = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * An inbox's figures over a period, within the caller's row scope and without spam: leads per week, per dealer
 * and per advertisement, first-response times (median, 90th percentile, share within the target), statuses and
 * the won/lost outcome of queries.
 */
export async function leadReport(
  app: App,
  kind: LeadKind,
  actor: ScopedActor,
  period: { from?: string; to?: string },
  language: Language,
): Promise<LeadReport> {
  const to = period.to ?? day(new Date());
  const from = period.from ?? day(new Date(Date.parse(to) - DEFAULT_DAYS * DAY));
  const where = and(
    leadScope(app.db, kind, actor),
    eq(leads.isSpam, false),
    gte(leads.createdAt, new Date(`${from}T00:00:00Z`)),
    lt(leads.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY)),
  );
  const responseHours = sql`extract(epoch from (${leads.firstResponseAt} - ${leads.createdAt})) / 3600`;
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const db = app.db;

  const [weeks, dealers, ads, [response], statuses, reasons, settings] = await Promise.all([
    db.select({ week, count: count() }).from(leads).where(where).groupBy(week),
    kind === 'query'
      ? db
          .select({ id: leads.dealerId, name: users.firstName, count: count() })
          .from(leads)
          .innerJoin(users, eq(users.id, leads.dealerId))
          .where(where)
          .groupBy(leads.dealerId, users.firstName)
          .orderBy(desc(count()))
          .limit(TOP)
      : Promise.resolve([]),
    kind === 'query'
      ? db
          .select({ id: leads.advertisementId, count: count() })
          .from(leads)
          .where(and(where, isNotNull(leads.advertisementId)))
          .groupBy(leads.advertisementId)
          .orderBy(desc(count()))
          .limit(TOP)
      : Promise.resolve([]),
    db
      .select({
        total: count(),
        answered: sql<number>`count(${leads.firstResponseAt})::int`,
        median: sql<string | null>`percentile_cont(0.5) within group (order by ${responseHours})`,
        p90: sql<string | null>`percentile_cont(0.9) within group (order by ${responseHours})`,
        withinTarget: sql<number>`count(*) filter (where ${leads.firstResponseAt} <= ${leads.dueAt})::int`,
        overdue: sql<number>`count(*) filter (where ${overdueCondition})::int`,
      })
      .from(leads)
      .where(where),
    db.select({ status: leads.status, count: count() }).from(leads).where(where).groupBy(leads.status),
    kind === 'query'
      ? db
          .select({ status: leads.status, reason: leads.closeReason, count: count() })
          .from(leads)
          .where(and(where, sql`${leads.status} in ('won', 'lost')`))
          .groupBy(leads.status, leads.closeReason)
      : Promise.resolve([]),
    currentSettings(app),
  ]);

  const refs = await advertisementRefs(
    app,
    ads.flatMap((row) => (row.id ? [row.id] : [])),
    language,
  );
  const counted = new Map(weeks.map((row) => [row.week, row.count]));
  const perWeek: LeadReport['per_week'] = [];
  const monday = (date: Date) => new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY);
  for (
    let at = monday(new Date(`${from}T00:00:00Z`));
    at.getTime() <= Date.parse(`${to}T00:00:00Z`);
    at = new Date(at.getTime() + 7 * DAY)
  )
    perWeek.push({ week: day(at), count: counted.get(day(at)) ?? 0 });

  const sumOf = (status: LeadStatus) =>
    reasons.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0);
  const byReason = new Map<LeadCloseReason, number>();
  for (const row of reasons)
    if (row.reason) byReason.set(row.reason, (byReason.get(row.reason) ?? 0) + row.count);
  const ended = (response?.answered ?? 0) + (response?.overdue ?? 0);

  return {
    from,
    to,
    total: response?.total ?? 0,
    per_week: perWeek,
    per_dealer: dealers.map((row) => ({ id: row.id!, name: row.name ?? '', count: row.count })),
    per_advertisement: ads.flatMap((row) => {
      const ref = row.id ? refs.get(row.id) : undefined;
      return ref
        ? [{ id: ref.id, short_id: ref.short_id, title_text: ref.title_text, count: row.count }]
        : [];
    }),
    response: {
      target_hours: settings.leads.values.first_response_hours,
      answered: response?.answered ?? 0,
      median_hours: hours(response?.median),
      p90_hours: hours(response?.p90),
      answered_within_target: response?.withinTarget ?? 0,
      share_within_target: ended ? Math.round(((response?.withinTarget ?? 0) / ended) * 1000) / 1000 : null,
    },
    per_status: statuses.map((row) => ({ status: row.status, count: row.count })),
    outcomes: {
      won: sumOf('won'),
      lost: sumOf('lost'),
      reasons: [...byReason]
        .map(([reason, total]) => ({ reason, count: total }))
        .sort((a, b) => b.count - a.count),
    },
  };
}
