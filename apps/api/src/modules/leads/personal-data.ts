import { createHash } from 'node:crypto';
import { and, asc, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  LEAD_ERASED_TEXT,
  LEAD_KINDS,
  type Language,
  type LeadErasure,
  type LeadPersonalData,
} from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { leadEvents, leads, mailOutbox, type MailStatus } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { currentSettings } from '../settings/index.ts';
import { namespaceOf, type App } from './context.ts';

/** Where the trail names an address without keeping it: a hash finds "was this address erased?" later. */
export const PERSONAL_DATA_NAMESPACE = 'leads';
const hashOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const byEmail = (email: string) => sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`;
/** An erased message: nothing of it left, and never sent if it was still waiting. */
const erasedMail = {
  toAddress: '',
  replyTo: null,
  subject: LEAD_ERASED_TEXT,
  body: LEAD_ERASED_TEXT,
  status: sql<MailStatus>`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
};
/** Leads are anonymised in batches of this many, each batch one transaction. */
const BATCH = 500;

/** Everything stored about one e-mail address: its leads (spam and archived too), their timelines and its e-mail. */
export async function exportPersonalData(app: App, request: FastifyRequest, email: string) {
  const rows = await app.db.select().from(leads).where(byEmail(email)).orderBy(asc(leads.createdAt));
  const ids = rows.map((row) => row.id);
  const [events, mail] = await Promise.all([
    ids.length
      ? app.db
          .select()
          .from(leadEvents)
          .where(inArray(leadEvents.leadId, ids))
          .orderBy(asc(leadEvents.createdAt))
      : Promise.resolve([]),
    app.db
      .select()
      .from(mailOutbox)
      .where(
        or(
          sql`lower(${mailOutbox.toAddress}) = ${email.trim().toLowerCase()}`,
          ids.length ? inArray(mailOutbox.leadId, ids) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.createdAt)),
  ]);
  await recordAudit(app.db, request, {
    action: 'export',
    namespace: PERSONAL_DATA_NAMESPACE,
    after: { email_sha256: hashOf(email), leads: rows.length, mail: mail.length },
  });
  return {
    email,
    exported_at: new Date().toISOString(),
    leads: rows.map((row) => ({
      receipt_id: row.receiptId,
      kind: row.kind,
      status: row.status,
      received_at: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      language: row.language as Language,
      region: row.region,
      source_page: row.sourcePage,
      sender_ip: row.senderIp,
      marketing_opt_in: row.marketingOptIn,
      marketing_opt_in_at: row.marketingOptInAt?.toISOString() ?? null,
      privacy_notice_version: row.privacyNoticeVersion,
      tags: row.tags,
      timeline: events
        .filter((event) => event.leadId === row.id)
        .map((event) => ({ type: event.type, at: event.createdAt.toISOString(), data: event.data })),
    })),
    // Staff's e-mail addresses (reply-to) are theirs, not the sender's: only what was sent to the address.
    mail: mail.map((message) => ({
      purpose: message.purpose,
      to: message.toAddress,
      subject: message.subject,
      body: message.body,
      status: message.status,
      created_at: message.createdAt.toISOString(),
      sent_at: message.sentAt?.toISOString() ?? null,
    })),
  } satisfies LeadPersonalData;
}

/**
 * Erases the sender's data from the leads `which` selects, keeping what the figures need (kind, status, dates,
 * dealer, advertisement, language, region, tags): name, address, phone, message, page, IP and consent go, and
 * so do the texts of replies and notes on their timelines and the e-mail about them. Each lead's erasure is
 * audited (without the data) in the same transaction. Returns how many leads and e-mails it touched.
 */
async function anonymise(
  tx: Database,
  request: FastifyRequest | null,
  which: SQL,
  reason: 'request' | 'retention',
  limit?: number,
) {
  const selected = tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(which, isNull(leads.anonymisedAt)))
    .orderBy(asc(leads.createdAt))
    .for('update', { skipLocked: true });
  const targets = await (limit ? selected.limit(limit) : selected);
  const ids = targets.map((row) => row.id);
  if (ids.length === 0) return { leads: 0, mail: 0, ids };
  const changed = await tx
    .update(leads)
    .set({
      name: LEAD_ERASED_TEXT,
      email: '',
      phone: null,
      message: LEAD_ERASED_TEXT,
      sourcePage: null,
      senderIp: null,
      marketingOptIn: false,
      marketingOptInAt: null,
      privacyNoticeVersion: null,
      // No hash of the address and text either: a double submit can no longer be matched to it.
      fingerprint: sql`md5(${leads.id}::text)`,
      searchText: leads.receiptId,
      anonymisedAt: new Date(),
      version: sql`${leads.version} + 1`,
      updatedAt: new Date(),
      updatedBy: request?.user?.id ?? null,
    })
    .where(inArray(leads.id, ids))
    .returning({ id: leads.id, kind: leads.kind });
  await tx
    .update(leadEvents)
    .set({ data: sql`${leadEvents.data} - 'body' - 'text' - 'to'` })
    .where(and(inArray(leadEvents.leadId, ids), inArray(leadEvents.type, ['reply', 'note'])));
  const mail = await tx
    .update(mailOutbox)
    .set(erasedMail)
    .where(inArray(mailOutbox.leadId, ids))
    .returning({ id: mailOutbox.id });
  for (const lead of changed)
    await recordAudit(tx, request, {
      action: 'update',
      namespace: namespaceOf(lead.kind),
      entityId: lead.id,
      after: { anonymised: reason },
    });
  await tx.insert(leadEvents).values(
    ids.map((leadId) => ({
      leadId,
      type: 'anonymised' as const,
      actorId: request?.user?.id ?? null,
      data: { reason },
    })),
  );
  return { leads: changed.length, mail: mail.length, ids };
}

/** An ADMIN erases what is stored about an address: its leads stay, anonymised, for the figures. */
export async function erasePersonalData(
  app: App,
  request: FastifyRequest,
  email: string,
): Promise<LeadErasure> {
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const erased = await anonymise(db, request, byEmail(email), 'request');
    // E-mail sent to the address about no lead of its own (none today) goes too.
    const loose = await db
      .update(mailOutbox)
      .set(erasedMail)
      .where(sql`lower(${mailOutbox.toAddress}) = ${email.trim().toLowerCase()}`)
      .returning({ id: mailOutbox.id });
    await recordAudit(db, request, {
      action: 'delete',
      namespace: PERSONAL_DATA_NAMESPACE,
      after: { email_sha256: hashOf(email), leads: erased.leads, mail: erased.mail + loose.length },
    });
    return { email, leads: erased.leads, mail: erased.mail + loose.length };
  });
}

/**
 * The daily retention job: leads received longer ago than Settings → Leads → retention days are anonymised,
 * a batch per transaction, so a large backlog neither holds long locks nor is lost halfway.
 */
export async function anonymiseExpiredLeads(app: App) {
  const days = (await currentSettings(app)).leads.values.retention_days;
  const cutoff = new Date(Date.now() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const batch = await app.db.transaction((tx) =>
      anonymise(tx as unknown as Database, null, lt(leads.createdAt, cutoff), 'retention', BATCH),
    );
    total += batch.leads;
    if (batch.leads < BATCH) break;
  }
  return { anonymised: total, retentionDays: days };
}

/** Every inbox's `delete`: exporting and erasing a person's data spans all three (ADMIN by default). */
export const PERSONAL_DATA_PRIVILEGES = LEAD_KINDS.map((kind) => [namespaceOf(kind), 'delete'] as const);
