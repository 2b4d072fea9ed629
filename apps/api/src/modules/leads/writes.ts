import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  LEAD_STATUSES_NEEDING_REASON,
  LEAD_TAGS_MAX,
  leadStatusMoves,
  type LeadCloseReason,
  type LeadEventType,
  type LeadKind,
  type LeadReplyTemplateId,
  type LeadStatus,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leadEvents, leads, users, type LeadRow } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { invalidFields } from '../../lib/errors.ts';
import type { ScopedActor } from '../../lib/scope.ts';
import { applyVersionedChange } from '../../lib/versioned.ts';
import { advertisementRefs } from '../advertisements/index.ts';
import { mailDomainOf, mailOfLead, queueMail } from '../mail/index.ts';
import { queueArrivalMail } from './arrival-mail.ts';
import { checkAssignee } from './assignees.ts';
import { leadScope, namespaceOf, type App } from './context.ts';
import { replyMail } from './mail-templates.ts';
import { presentLeadState } from './present.ts';
import { findVisibleLead } from './queries.ts';

export interface LeadChangeTarget {
  kind: LeadKind;
  actor: ScopedActor;
  id: string;
  version: number;
}

type Event = { type: LeadEventType; data?: Record<string, unknown> };

/**
 * One versioned change of a lead (409 when stale, 404 outside the caller's scope), its audit row, the timeline
 * entries it makes and anything else it causes (`alsoWrite`), all in one transaction.
 */
export function changeLead(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  changes: Partial<LeadRow>,
  events: (before: LeadRow, after: LeadRow) => Event[],
  alsoWrite?: (tx: Database, before: LeadRow, after: LeadRow) => Promise<void>,
  /** A transaction the change joins (an FAQ entry written with it); the app's pool otherwise. */
  db: Database = app.db,
) {
  return applyVersionedChange<LeadRow, LeadRow>(db, request, {
    table: leads,
    namespace: namespaceOf(target.kind),
    id: target.id,
    version: target.version,
    scope: leadScope(app.db, target.kind, target.actor),
    changes,
    present: (row) => row,
    alsoWrite: async (tx, before, after) => {
      const made = events(before, after);
      if (made.length)
        await tx.insert(leadEvents).values(
          made.map((event) => ({
            leadId: target.id,
            type: event.type,
            actorId: target.actor.id,
            data: event.data ?? {},
          })),
        );
      await alsoWrite?.(tx, before, after);
    },
  }).catch((error: { extra?: { current?: unknown } }) => {
    // A 409 shows the lead's state, not every stored column.
    if (error.extra?.current) error.extra.current = presentLeadState(error.extra.current as LeadRow);
    throw error;
  });
}

/** A status move the kind allows from where the lead is; won and lost need their reason. */
export async function changeStatus(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  status: LeadStatus,
  closeReason: LeadCloseReason | undefined,
) {
  const current = await findVisibleLead(app, target.kind, target.actor, target.id);
  if (!leadStatusMoves(target.kind, current.status).includes(status))
    throw invalidFields({ status: ['lead.status_move_invalid'] });
  const needsReason = LEAD_STATUSES_NEEDING_REASON.includes(status);
  if (needsReason && !closeReason) throw invalidFields({ close_reason: ['lead.close_reason_required'] });
  return changeLead(
    app,
    request,
    target,
    { status, closeReason: needsReason ? closeReason! : null },
    (before) => [{ type: 'status', data: { from: before.status, to: status, reason: closeReason ?? null } }],
  );
}

export async function assignLead(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  assigneeId: string | null,
) {
  const current = await findVisibleLead(app, target.kind, target.actor, target.id);
  if (assigneeId) await checkAssignee(app.db, target.kind, target.actor, current.dealerId, assigneeId);
  return changeLead(app, request, target, { assigneeId }, (before) => [
    { type: 'assigned', data: { from: before.assigneeId, to: assigneeId } },
  ]);
}

/** Archive and Spam: reversible, beside the status. */
export async function setFlags(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  flags: { archived?: boolean; spam?: boolean },
) {
  const changes: Partial<LeadRow> = {};
  if (flags.archived !== undefined) changes.archivedAt = flags.archived ? new Date() : null;
  if (flags.spam !== undefined) changes.isSpam = flags.spam;
  return changeLead(
    app,
    request,
    target,
    changes,
    (before) => [
      ...(flags.archived !== undefined && flags.archived !== (before.archivedAt !== null)
        ? [{ type: flags.archived ? ('archived' as const) : ('unarchived' as const) }]
        : []),
      ...(flags.spam !== undefined && flags.spam !== before.isSpam
        ? [{ type: flags.spam ? ('spam' as const) : ('not_spam' as const) }]
        : []),
    ],
    // Released from Spam and never mailed: the sender and the assignee hear of it now, as on arrival.
    async (tx, before, after) => {
      if (!before.isSpam || after.isSpam) return;
      if ((await mailOfLead(tx, after.id)).length > 0) return;
      const refs = await advertisementRefs(app, after.advertisementId ? [after.advertisementId] : [], 'en');
      await queueArrivalMail(app, tx, after, refs.get(after.advertisementId ?? '')?.short_id ?? null);
    },
  );
}

/** Staff's labels on a lead, replaced whole; the timeline says which were added and which removed. */
export async function setTags(app: App, request: FastifyRequest, target: LeadChangeTarget, tags: string[]) {
  const wanted = [...new Set(tags)].sort();
  return changeLead(app, request, target, { tags: wanted }, (before) => {
    const added = wanted.filter((tag) => !before.tags.includes(tag));
    const removed = before.tags.filter((tag) => !wanted.includes(tag));
    return added.length || removed.length ? [{ type: 'tagged', data: { added, removed } }] : [];
  });
}

/** One tag added to (or taken from) a lead's own, as a bulk action does it. */
export async function toggleTag(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  tag: string,
  present: boolean,
) {
  const current = await findVisibleLead(app, target.kind, target.actor, target.id);
  const tags = present ? [...current.tags, tag] : current.tags.filter((held) => held !== tag);
  if (tags.length > LEAD_TAGS_MAX) throw invalidFields({ tags: ['lead.too_many_tags'] });
  return setTags(app, request, target, tags);
}

/** An internal note: only staff read it; it changes nothing of the lead, so no version is needed. */
export async function addNote(
  app: App,
  request: FastifyRequest,
  kind: LeadKind,
  actor: ScopedActor,
  id: string,
  text: string,
) {
  const lead = await findVisibleLead(app, kind, actor, id);
  await app.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(leadEvents)
      .values({ leadId: lead.id, type: 'note', actorId: actor.id, data: { text } })
      .returning({ id: leadEvents.id });
    await recordAudit(tx, request, {
      action: 'update',
      namespace: namespaceOf(kind),
      entityId: lead.id,
      after: { note_id: event!.id },
    });
  });
}

/** A query or contact lead moves to `replied` with the reply when its status allows it. */
const statusAfterReply = (kind: LeadKind, status: LeadStatus): LeadStatus =>
  kind !== 'faq' && leadStatusMoves(kind, status).includes('replied') ? 'replied' : status;

/**
 * What a personal e-mail to the sender does, whatever writes it: the message in the lead's language threaded
 * under the acknowledgement (answers going to the assignee, or whoever wrote), its timeline entry, and the first
 * response time when it is the first.
 */
export async function personalReply(
  app: App,
  lead: Pick<
    LeadRow,
    | 'id'
    | 'name'
    | 'email'
    | 'language'
    | 'receiptId'
    | 'assigneeId'
    | 'advertisementId'
    | 'firstResponseAt'
    | 'threadMessageId'
  >,
  actorId: string,
  reply: { template: LeadReplyTemplateId; body: string },
) {
  const [replier] = await app.db
    .select({ email: users.emailAddress })
    .from(users)
    .where(eq(users.id, lead.assigneeId ?? actorId));
  const refs = await advertisementRefs(app, lead.advertisementId ? [lead.advertisementId] : [], 'en');
  const mail = replyMail(
    {
      name: lead.name,
      receiptId: lead.receiptId,
      language: lead.language,
      advertisement: lead.advertisementId ? (refs.get(lead.advertisementId)?.short_id ?? null) : null,
    },
    reply.template,
    reply.body,
  );
  return {
    changes: lead.firstResponseAt ? {} : { firstResponseAt: new Date() },
    event: { type: 'reply', data: { template: reply.template, body: reply.body, to: lead.email } } as Event,
    queue: (tx: Database) =>
      queueMail(
        tx,
        {
          leadId: lead.id,
          purpose: 'reply',
          to: lead.email,
          replyTo: replier?.email ?? null,
          language: lead.language,
          inReplyTo: lead.threadMessageId,
          createdBy: actorId,
          ...mail,
        },
        mailDomainOf(app.config.mail.from),
      ),
  };
}

/** The timeline entry of a status move a change made, if it made one. */
export const statusEvent = (before: LeadRow, after: LeadRow): Event[] =>
  before.status !== after.status ? [{ type: 'status', data: { from: before.status, to: after.status } }] : [];

/**
 * Staff answer by e-mail in the lead's language. The first personal reply stops the countdown and is the
 * response time.
 */
export async function replyToLead(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  reply: { template: LeadReplyTemplateId; body: string },
) {
  const lead = await findVisibleLead(app, target.kind, target.actor, target.id);
  const personal = await personalReply(app, lead, target.actor.id, reply);
  return changeLead(
    app,
    request,
    target,
    { status: statusAfterReply(target.kind, lead.status), ...personal.changes },
    (before, after) => [personal.event, ...statusEvent(before, after)],
    async (tx) => {
      await personal.queue(tx);
    },
  );
}
