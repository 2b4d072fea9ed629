import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.ts';

/** What a change asks to send; the worker sends it after the change commits. */
export interface OutgoingMail {
  leadId?: string | null;
  purpose: MailOutboxRow['purpose'];
  to: string;
  replyTo?: string | null;
  subject: string;
  body: string;
  language: string;
  /** The Message-ID this one answers (threading); the thread's root is its first message. */
  inReplyTo?: string | null;
  /** Set to give a message a known Message-ID (a thread's first message). */
  messageId?: string;
  createdBy?: string | null;
}

type Executor = Pick<Database, 'insert'>;

/** The domain of our Message-IDs: the sender address's, so replies thread under our name. */
export const mailDomainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'coachyard.invalid';

export const newMessageId = (domain: string) => `<${randomUUID()}@${domain}>`;

/**
 * Writes a message to the outbox. Pass the transaction of the change that causes it: the row and its send job
 * (queued by the table's trigger) commit or roll back with that change, so no commit loses its e-mail.
 */
export async function queueMail(executor: Executor, mail: OutgoingMail, domain: string) {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      leadId: mail.leadId ?? null,
      purpose: mail.purpose,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      language: mail.language,
      messageId: mail.messageId ?? newMessageId(domain),
      inReplyTo: mail.inReplyTo ?? null,
      createdBy: mail.createdBy ?? null,
    })
    .returning();
  return row!;
}

/** Every message about one lead, oldest first, with its delivery state (for the lead's timeline). */
export const mailOfLead = (db: Database, leadId: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId)).orderBy(asc(mailOutbox.createdAt));
