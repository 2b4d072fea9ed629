import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  LEAD_STATUSES_NEEDING_REASON,
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
function changeLead(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  changes: Partial<LeadRow>,
  events: (before: LeadRow, after: LeadRow) => Event[],
  alsoWrite?: (tx: Database, before: LeadRow, after: LeadRow) => Promise<void>,
) {
  return applyVersionedChange<LeadRow, LeadRow>(app.db, request, {
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

/**
 * Who may hold a lead: an active ADMIN; for a query also its dealer and the dealer's representative; for FAQ
 * and contact a REPRESENTATIVE too (they hold those inboxes).
 */
async function checkAssignee(app: App, kind: LeadKind, dealerId: string | null, assigneeId: string) {
  const [person] = await app.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, assigneeId), eq(users.isActive, true), isNull(users.deletedAt)));
  const allowed =
    person &&
    (person.role === 'ADMIN' ||
      (kind === 'query'
        ? person.id === dealerId ||
          (person.role === 'REPRESENTATIVE' &&
            dealerId !== null &&
            (
              await app.db
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.id, dealerId), eq(users.managerId, person.id)))
            ).length > 0)
        : person.role === 'REPRESENTATIVE'));
  if (!allowed) throw invalidFields({ assignee_id: ['lead.assignee_invalid'] });
}

export async function assignLead(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  assigneeId: string | null,
) {
  const current = await findVisibleLead(app, target.kind, target.actor, target.id);
  if (assigneeId) await checkAssignee(app, target.kind, current.dealerId, assigneeId);
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
 * Staff answer by e-mail in the lead's language, threaded under the acknowledgement, answers going to the
 * assignee (or whoever replied). The first personal reply stops the countdown and is the response time.
 */
export async function replyToLead(
  app: App,
  request: FastifyRequest,
  target: LeadChangeTarget,
  reply: { template: LeadReplyTemplateId; body: string },
) {
  const lead = await findVisibleLead(app, target.kind, target.actor, target.id);
  const [replier] = await app.db
    .select({ email: users.emailAddress })
    .from(users)
    .where(eq(users.id, lead.assigneeId ?? target.actor.id));
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
  const now = new Date();
  return changeLead(
    app,
    request,
    target,
    {
      status: statusAfterReply(target.kind, lead.status),
      ...(lead.firstResponseAt ? {} : { firstResponseAt: now }),
    },
    (before, after) => [
      { type: 'reply', data: { template: reply.template, body: reply.body, to: lead.email } },
      ...(before.status !== after.status
        ? [{ type: 'status' as const, data: { from: before.status, to: after.status } }]
        : []),
    ],
    async (tx) => {
      await queueMail(
        tx,
        {
          leadId: lead.id,
          purpose: 'reply',
          to: lead.email,
          replyTo: replier?.email ?? null,
          language: lead.language,
          inReplyTo: lead.threadMessageId,
          createdBy: target.actor.id,
          ...mail,
        },
        mailDomainOf(app.config.mail.from),
      );
    },
  );
}
