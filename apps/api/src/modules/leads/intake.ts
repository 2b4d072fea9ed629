import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LeadIntake, LeadKind, Region } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leadEvents, leads, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { searchWords } from '../../lib/search-text.ts';
import { AppError } from '../../lib/errors.ts';
import { findPublished, generateShortId } from '../advertisements/index.ts';
import { mailDomainOf, newMessageId } from '../mail/index.ts';
import { currentSettings } from '../settings/index.ts';
import { queueArrivalMail } from './arrival-mail.ts';
import { spendChallenge, type VerifiedChallenge } from './challenge.ts';
import { namespaceOf, type App } from './context.ts';
import { normalisePhone, spamReasons } from './spam.ts';

/** Double submits: the same sender and text within this time make one lead. */
const DUPLICATE_WINDOW = '1 minute';

export type ParsedIntake = Omit<LeadIntake, 'marketing_opt_in'> & {
  marketing_opt_in: boolean;
  advertisement?: string;
};

/** The ad a query is about, if published; anything else is refused (nothing stored). */
async function advertisementOf(app: App, reference: string | undefined) {
  if (reference === undefined) return null;
  try {
    const ad = await findPublished(app.db, reference);
    return { id: ad.id, ownerId: ad.ownerId, shortId: ad.shortId };
  } catch {
    throw new AppError('VALIDATION', 'errors.validation', {
      fields: { advertisement: ['lead.advertisement_not_found'] },
    });
  }
}

/**
 * Who answers a lead: a query's dealer; FAQ and contact the staff member chosen in Settings → Leads while that
 * person is an active ADMIN or REPRESENTATIVE, else the first ADMIN.
 */
async function routedAssignee(app: App, advertisement: { ownerId: string } | null) {
  if (advertisement) return advertisement.ownerId;
  const chosen = (await currentSettings(app)).leads.values.inbox_user_id;
  const [staff] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.deletedAt),
        chosen
          ? or(eq(users.role, 'ADMIN'), and(eq(users.id, chosen), eq(users.role, 'REPRESENTATIVE')))
          : eq(users.role, 'ADMIN'),
      ),
    )
    // The chosen person first, if still eligible; the oldest ADMIN after.
    .orderBy(...(chosen ? [sql`${users.id} = ${chosen} desc`] : []), asc(users.createdAt))
    .limit(1);
  return staff?.id ?? null;
}

const fingerprintOf = (kind: LeadKind, advertisementId: string | null, email: string, message: string) =>
  createHash('sha256')
    .update([kind, advertisementId ?? '', email.toLowerCase(), message.replace(/\s+/g, ' ')].join('\u0001'))
    .digest('hex');

const newReceiptId = () => `L-${generateShortId()}`;

export interface IntakeResult {
  receiptId: string;
  receivedAt: Date;
  duplicate: boolean;
}

/**
 * Stores one lead from the public site with its timeline, audit row and e-mails (acknowledgement to the sender,
 * notice to the assignee) in one transaction. A repeat of the same sender and text within a minute answers with
 * the first one's receipt and stores nothing.
 */
export async function receiveLead(
  app: App,
  request: FastifyRequest,
  kind: LeadKind,
  input: ParsedIntake,
  challenge: VerifiedChallenge,
): Promise<IntakeResult> {
  const region = input.region as Region | undefined;
  const phone = normalisePhone(input.phone, region);
  const advertisement = await advertisementOf(app, input.advertisement);
  const assigneeId = await routedAssignee(app, advertisement);
  // The first-response target in force (Settings → Leads) fixes when this lead's countdown runs out.
  const targetHours = (await currentSettings(app)).leads.values.first_response_hours;
  const now = new Date();
  const reasons = spamReasons({
    honeypot: input.website,
    name: input.name,
    message: input.message,
    openedAt: challenge.issuedAt,
    sentAt: now.getTime(),
    minFillMilliseconds: app.config.leads.minFillMilliseconds,
  });
  const fingerprint = fingerprintOf(kind, advertisement?.id ?? null, input.email, input.message);
  const domain = mailDomainOf(app.config.mail.from);

  return app.db.transaction(async (tx) => {
    // Two copies of one submit arriving together queue here, and the second finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`);
    const [first] = await tx
      .select({ receiptId: leads.receiptId, createdAt: leads.createdAt })
      .from(leads)
      .where(
        and(
          eq(leads.fingerprint, fingerprint),
          gt(leads.createdAt, sql`now() - ${DUPLICATE_WINDOW}::interval`),
        ),
      )
      .limit(1);
    if (first) return { receiptId: first.receiptId, receivedAt: first.createdAt, duplicate: true };

    await spendChallenge(tx, challenge);
    const receiptId = newReceiptId();
    const threadMessageId = newMessageId(domain);
    const [lead] = await tx
      .insert(leads)
      .values({
        receiptId,
        kind,
        advertisementId: advertisement?.id ?? null,
        dealerId: advertisement?.ownerId ?? null,
        assigneeId,
        name: input.name,
        email: input.email,
        phone,
        message: input.message,
        language: input.language,
        region: region ?? null,
        sourcePage: input.source_page || null,
        marketingOptIn: input.marketing_opt_in,
        marketingOptInAt: input.marketing_opt_in ? now : null,
        privacyNoticeVersion: input.privacy_notice_version || null,
        isSpam: reasons.length > 0,
        spamReasons: reasons,
        senderIp: request.ip,
        fingerprint,
        searchText: [
          ...new Set(searchWords([receiptId, input.name, input.email, phone ?? '', input.message].join(' '))),
        ].join(' '),
        dueAt: new Date(now.getTime() + targetHours * 3_600_000),
        threadMessageId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(leadEvents)
      .values([
        { leadId: lead!.id, type: 'received', data: { spam_reasons: reasons }, createdAt: now },
        ...(assigneeId
          ? [{ leadId: lead!.id, type: 'assigned' as const, data: { to: assigneeId }, createdAt: now }]
          : []),
      ]);
    await recordAudit(tx, request, {
      action: 'create',
      namespace: namespaceOf(kind),
      entityId: lead!.id,
      after: { receipt_id: receiptId, kind, assignee_id: assigneeId, is_spam: lead!.isSpam },
    });
    // Spam gets no e-mail: no acknowledgement to a robot's address, no notice to staff for the Spam view.
    if (!lead!.isSpam)
      await queueArrivalMail(app, tx as unknown as Database, lead!, advertisement?.shortId ?? null);
    return { receiptId, receivedAt: now, duplicate: false };
  });
}
