import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type LeadRow } from '../../db/schema/index.ts';
import { mailDomainOf, queueMail } from '../mail/index.ts';
import { namespaceOf, type App } from './context.ts';
import { acknowledgementMail, newLeadNotice } from './mail-templates.ts';

/**
 * The e-mails a lead's arrival causes, in the caller's transaction: the acknowledgement to the sender (the first
 * message of the thread) and the notice to the assignee. Spam gets neither until staff release it from the Spam
 * view; then it gets both, as if it had just arrived.
 */
export async function queueArrivalMail(
  app: App,
  tx: Database,
  lead: LeadRow,
  advertisementShortId: string | null,
) {
  const domain = mailDomainOf(app.config.mail.from);
  const facts = {
    name: lead.name,
    receiptId: lead.receiptId,
    language: lead.language,
    advertisement: advertisementShortId,
  };
  await queueMail(
    tx,
    {
      leadId: lead.id,
      purpose: 'acknowledgement',
      to: lead.email,
      language: lead.language,
      messageId: lead.threadMessageId,
      ...acknowledgementMail(facts),
    },
    domain,
  );
  const [assignee] = lead.assigneeId
    ? await tx.select({ email: users.emailAddress }).from(users).where(eq(users.id, lead.assigneeId))
    : [];
  if (!assignee) return;
  await queueMail(
    tx,
    {
      leadId: lead.id,
      purpose: 'new_lead',
      to: assignee.email,
      replyTo: lead.email,
      language: 'en',
      ...newLeadNotice({
        ...facts,
        kind: lead.kind,
        email: lead.email,
        message: lead.message,
        link: `${app.config.mail.backOfficeUrl}/${namespaceOf(lead.kind)}?lead=${lead.id}`,
      }),
    },
    domain,
  );
}
