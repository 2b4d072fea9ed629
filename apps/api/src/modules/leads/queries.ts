import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language, LeadFaqEntry, LeadKind, Role } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leadEvents, leadReads, leads, users } from '../../db/schema/index.ts';
import { preparedByShape } from '../../db/prepared-by-shape.ts';
import { notFound } from '../../lib/errors.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { advertisementRefs } from '../advertisements/index.ts';
import { faqEntryOf, findFaqEntry } from '../content/index.ts';
import { mailOfLead } from '../mail/index.ts';
import { leadScope, type App } from './context.ts';
import { fromLeads, type LeadListRow } from './list-statements.ts';
import { presentLeadDetail } from './present.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reading one lead is built once per kind and role (the scope's shape). */
const visibleLeadStatement = preparedByShape((db, shape: { kind: LeadKind; role: Role }) =>
  fromLeads(db)
    .where(
      and(
        eq(leads.id, sql.placeholder('id')),
        leadScope(db, shape.kind, { role: shape.role, id: sql.placeholder('actor') }),
      ),
    )
    .prepare(''),
);

/** One lead of this inbox the actor may see; anything else (missing, another inbox, out of scope) is 404. */
export async function findVisibleLead(app: App, kind: LeadKind, actor: ScopedActor, id: string) {
  if (!UUID.test(id)) throw notFound();
  const [row] = await visibleLeadStatement(app.db, { kind, role: actor.role }).execute({
    id,
    actor: actor.id,
    reader: actor.id,
  });
  if (!row) throw notFound();
  return row as LeadListRow;
}

const timelineOf = (app: App, leadId: string) =>
  app.db
    .select({
      id: leadEvents.id,
      type: leadEvents.type,
      actorId: leadEvents.actorId,
      actorName: users.firstName,
      actorLastName: users.lastName,
      data: leadEvents.data,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt));

/** The entry a lead's screen shows; a trashed entry shows as none (the question can become a new one). */
async function presentFaqEntry(db: Database, contentItemId: string | null, leadLanguage: Language) {
  if (!contentItemId) return null;
  const row = await findFaqEntry(db, contentItemId).catch(() => null);
  if (!row) return null;
  const { liveIn, ...entry } = faqEntryOf(row);
  return { ...entry, live_in_lead_language: liveIn(leadLanguage) } satisfies LeadFaqEntry;
}

/** The lead's page: the lead, its advertisement, and its timeline with the e-mails sent about it. */
export async function leadDetail(
  app: App,
  kind: LeadKind,
  actor: ScopedActor,
  id: string,
  language: Language,
) {
  const row = await findVisibleLead(app, kind, actor, id);
  const [refs, events, mail, faqEntry] = await Promise.all([
    advertisementRefs(app, row.advertisementId ? [row.advertisementId] : [], language),
    timelineOf(app, row.id),
    mailOfLead(app.db, row.id),
    presentFaqEntry(app.db, row.contentItemId, row.language as Language),
  ]);
  return presentLeadDetail(row, refs, events, mail, faqEntry);
}

/** Marks a lead read by the actor; the first time is an event on its timeline. */
export async function markRead(app: App, leadId: string, actorId: string) {
  await app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leadReads)
      .values({ leadId, userId: actorId })
      .onConflictDoNothing()
      .returning({ leadId: leadReads.leadId });
    if (inserted.length) await tx.insert(leadEvents).values({ leadId, type: 'read', actorId });
  });
  // A read that writes: the totals kept for `unread` filters count this lead no more (other instances' kept
  // totals expire within LIST_TOTALS_TTL_SECONDS).
  app.listTotals.clear();
}
