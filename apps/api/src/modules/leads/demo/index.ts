import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  LANGUAGES,
  LEAD_CLOSE_REASONS,
  LEAD_FIRST_RESPONSE_TARGET_HOURS,
  type LeadKind,
  type LeadStatus,
} from '@coachyard/contract';
import type { Database } from '../../../db/client.ts';
import { leadEvents, leadReads, leads, mailOutbox, users } from '../../../db/schema/index.ts';
import { randomSource } from '../../../lib/random-source.ts';
import { searchWords } from '../../../lib/search-text.ts';
import { generateShortId, publishedAdvertisements } from '../../advertisements/index.ts';
import { acknowledgementMail, replyMail } from '../mail-templates.ts';
import { DEMO_TAGS } from './faq-entries.ts';
import { DEMO_NOTES, DEMO_SPAM, DEMO_WRITERS } from './texts.ts';

const HOUR = 3_600_000;
const DAYS_BACK = 56;
const KIND_WEIGHTS: readonly (readonly [LeadKind, number])[] = [
  ['query', 70],
  ['faq', 15],
  ['contact', 15],
];
/** More open than closed, but every status of every kind appears. */
const STATUS_WEIGHTS: Record<LeadKind, readonly (readonly [LeadStatus, number])[]> = {
  query: [
    ['new', 22],
    ['open', 18],
    ['replied', 16],
    ['waiting_on_buyer', 12],
    ['won', 10],
    ['lost', 12],
  ],
  contact: [
    ['new', 30],
    ['open', 20],
    ['replied', 25],
    ['closed', 25],
  ],
  faq: [
    ['new', 30],
    ['drafting', 20],
    ['published', 25],
    ['rejected', 15],
    ['duplicate', 10],
  ],
};
/** The statuses a lead passed through to reach its own. */
const PATH: Record<LeadStatus, LeadStatus[]> = {
  new: [],
  open: ['open'],
  replied: ['open', 'replied'],
  waiting_on_buyer: ['open', 'replied', 'waiting_on_buyer'],
  won: ['open', 'replied', 'won'],
  lost: ['open', 'lost'],
  closed: ['open', 'replied', 'closed'],
  drafting: ['drafting'],
  published: ['drafting', 'published'],
  rejected: ['rejected'],
  duplicate: ['duplicate'],
};
const ANSWERED: readonly LeadStatus[] = ['replied', 'waiting_on_buyer', 'won', 'closed', 'published'];

export const countLeads = async (db: Database) =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(leads))[0]!.count;

/** A published FAQ entry, by the question (a demo buyer's words) it answers. */
export type DemoFaqLinks = ReadonlyMap<string, { id: string; version: number; live: readonly string[] }>;

export interface DemoLeadsOptions {
  total: number;
  seed: number;
  domain: string;
  /** The FAQ entries published questions become (their `content_item_id` and a timeline event). */
  faqEntries?: DemoFaqLinks;
  /**
   * Leads with who read them but no timeline or e-mail: the bench's 100,000 (`npm run seed -- --leads N`), which
   * lists read and nobody opens.
   */
  lean?: boolean;
  log?: (line: string) => void;
}

/** Rows per INSERT: 1,000 leads of 33 columns stay under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

/** Inserts `total` leads over the last eight weeks about published ads (issue 15's demo data). */
export async function insertDemoLeads(db: Database, options: DemoLeadsOptions) {
  const random = randomSource(options.seed);
  const ads = await publishedAdvertisements(db, 200);
  const [admin] = await db
    .select({ id: users.id, email: users.emailAddress })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin || ads.length === 0) return 0;
  const now = Date.now();
  const leadRows: (typeof leads.$inferInsert)[] = [];
  const events: (typeof leadEvents.$inferInsert)[] = [];
  const reads: (typeof leadReads.$inferInsert)[] = [];
  const mail: (typeof mailOutbox.$inferInsert)[] = [];

  for (let index = 0; index < options.total; index += 1) {
    const id = randomUUID();
    const kind = random.weighted(KIND_WEIGHTS);
    const language = random.pick(LANGUAGES);
    const writer = DEMO_WRITERS[language];
    const spam = index % 25 === 7 ? random.pick(DEMO_SPAM) : null;
    const ad = kind === 'query' ? random.pick(ads) : null;
    const assigneeId = ad ? ad.ownerId : admin.id;
    // Recent days are busier: a buyer's question is likelier today than seven weeks ago.
    const createdAt = new Date(
      now - Math.floor(random.next() ** 1.6 * DAYS_BACK * 24) * HOUR - random.int(0, 59) * 60_000,
    );
    const status: LeadStatus = spam ? 'new' : random.weighted(STATUS_WEIGHTS[kind]);
    const name = spam?.name ?? random.pick(writer.names);
    // Names in Cyrillic or Arabic script have no ASCII letters for an address: those buyers write from a generic one.
    const local = searchWords(name)
      .join('.')
      .replace(/[^a-z0-9.]/g, '')
      .replace(/^\.+|\.+$/g, '');
    const email = spam ? `promo${index}@mailer.example` : `${local || 'client'}.${index}@${writer.domain}`;
    const message = spam?.message ?? random.pick(writer[kind]).replace('{ad}', ad?.shortId ?? '');
    const receiptId = `L-${generateShortId()}`;
    const answered = ANSWERED.includes(status) || (status === 'lost' && random.next() < 0.5);
    const firstResponseAt = answered ? new Date(createdAt.getTime() + random.int(1, 36) * HOUR) : null;
    const optIn = !spam && random.next() < 0.3;
    const threadMessageId = `<${randomUUID()}@${options.domain}>`;
    // A third of what staff handle carries their labels; the Spam view none.
    const tags = !spam && random.next() < 0.35 ? random.some(DEMO_TAGS[kind], 1, 2) : [];
    const faqEntry = status === 'published' ? options.faqEntries?.get(message) : undefined;
    leadRows.push({
      id,
      receiptId,
      kind,
      status,
      closeReason:
        status === 'won'
          ? 'sold_to_buyer'
          : status === 'lost'
            ? random.pick(LEAD_CLOSE_REASONS.slice(1))
            : null,
      advertisementId: ad?.id ?? null,
      dealerId: ad?.ownerId ?? null,
      assigneeId,
      name,
      email,
      phone: spam ? null : `${writer.phonePrefix}${String(random.int(1_000_000, 9_999_999))}`,
      message,
      language,
      region: null,
      sourcePage: ad
        ? `https://www.coachyard.com/${language}/ads/${ad.shortId}`
        : `https://www.coachyard.com/${language}/${kind}`,
      marketingOptIn: optIn,
      marketingOptInAt: optIn ? createdAt : null,
      privacyNoticeVersion: optIn ? '2026-01' : null,
      isSpam: spam !== null,
      spamReasons: spam ? [/http|www|</.test(spam.name) ? 'link_in_name' : 'too_fast'] : [],
      archivedAt:
        !spam && ['won', 'lost', 'closed', 'rejected', 'duplicate'].includes(status) && random.next() < 0.3
          ? new Date(createdAt.getTime() + 72 * HOUR)
          : null,
      senderIp: `203.0.113.${random.int(1, 254)}`,
      fingerprint: randomUUID(),
      searchText: [...new Set(searchWords([receiptId, name, email, message].join(' ')))].join(' '),
      tags,
      contentItemId: faqEntry?.id ?? null,
      dueAt: new Date(createdAt.getTime() + LEAD_FIRST_RESPONSE_TARGET_HOURS * HOUR),
      firstResponseAt,
      threadMessageId,
      createdAt,
      updatedAt: firstResponseAt ?? createdAt,
    });
    if (options.lean) {
      if (status !== 'new')
        reads.push({ leadId: id, userId: assigneeId, readAt: new Date(createdAt.getTime() + HOUR) });
      continue;
    }
    if (spam) {
      events.push({
        leadId: id,
        type: 'received',
        data: { spam_reasons: leadRows.at(-1)!.spamReasons },
        createdAt,
      });
      continue;
    }
    events.push(
      { leadId: id, type: 'received', data: { spam_reasons: [] }, createdAt },
      { leadId: id, type: 'assigned', data: { to: assigneeId }, createdAt },
    );
    const acknowledgement = acknowledgementMail({ name, receiptId, language });
    mail.push({
      leadId: id,
      purpose: 'acknowledgement',
      toAddress: email,
      language,
      messageId: threadMessageId,
      status: 'sent',
      attempts: 1,
      sentAt: new Date(createdAt.getTime() + 60_000),
      createdAt,
      ...acknowledgement,
    });
    if (status === 'new') continue;
    let at = createdAt.getTime() + random.int(10, 120) * 60_000;
    reads.push({ leadId: id, userId: assigneeId, readAt: new Date(at) });
    events.push({ leadId: id, type: 'read', actorId: assigneeId, createdAt: new Date(at) });
    let from: LeadStatus = 'new';
    for (const step of PATH[status]) {
      at = step === 'replied' && firstResponseAt ? firstResponseAt.getTime() : at + random.int(1, 48) * HOUR;
      if (step === 'replied' && firstResponseAt) {
        // The template's line in the buyer's language says it all; the demo adds no personal text.
        const template = kind === 'query' ? 'available' : 'faq_answer';
        const reply = replyMail(
          { name, receiptId, language, advertisement: ad?.shortId ?? null },
          template,
          '',
        );
        events.push({
          leadId: id,
          type: 'reply',
          actorId: assigneeId,
          data: { template, body: reply.body, to: email },
          createdAt: new Date(at),
        });
        mail.push({
          leadId: id,
          purpose: 'reply',
          toAddress: email,
          language,
          messageId: `<${randomUUID()}@${options.domain}>`,
          inReplyTo: threadMessageId,
          status: 'sent',
          attempts: 1,
          sentAt: new Date(at + 30_000),
          createdAt: new Date(at),
          createdBy: assigneeId,
          ...reply,
        });
      }
      if (step === 'published' && faqEntry)
        events.push({
          leadId: id,
          type: 'faq_entry',
          actorId: assigneeId,
          data: { content_id: faqEntry.id, version: faqEntry.version, live: faqEntry.live },
          createdAt: new Date(at),
        });
      const reason = step === 'won' || step === 'lost' ? leadRows.at(-1)!.closeReason : null;
      events.push({
        leadId: id,
        type: 'status',
        actorId: assigneeId,
        data: { from, to: step, reason },
        createdAt: new Date(at),
      });
      from = step;
    }
    if (random.next() < 0.25)
      events.push({
        leadId: id,
        type: 'note',
        actorId: assigneeId,
        data: { text: random.pick(DEMO_NOTES) },
        createdAt: new Date(at + HOUR),
      });
  }

  const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, what = '') => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await insert(rows.slice(start, start + CHUNK));
      if (what && rows.length >= 10 * CHUNK && (start / CHUNK) % 10 === 9)
        options.log?.(`${what}: ${start + CHUNK} of ${rows.length}`);
    }
  };
  await db.transaction(async (tx) => {
    // Search and tag index entries queue up and are merged once at the end, not row by row.
    if (options.total >= 10 * CHUNK) await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
    await inChunks(leadRows, (chunk) => tx.insert(leads).values(chunk), 'leads');
    await inChunks(events, (chunk) => tx.insert(leadEvents).values(chunk));
    await inChunks(reads, (chunk) => tx.insert(leadReads).values(chunk));
    // Already delivered: written as sent, so the outbox trigger queues nothing for them.
    await inChunks(mail, (chunk) => tx.insert(mailOutbox).values(chunk));
  });
  return leadRows.length;
}
