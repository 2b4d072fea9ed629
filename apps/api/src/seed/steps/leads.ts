import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@coachyard/contract';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { saveFaqEntry } from '../../modules/content/index.ts';
import { mailDomainOf } from '../../modules/mail/index.ts';
import { countLeads, insertDemoLeads, type DemoFaqLinks } from '../../modules/leads/demo/index.ts';
import { DEMO_FAQ_ENTRIES } from '../../modules/leads/demo/faq-entries.ts';
import type { SeedStep } from '../index.ts';

/** Demo leads on first run (issue 15): three inboxes, eight languages, every status, eight weeks. */
export const DEMO_LEADS = 320;

const mailDomain = () => mailDomainOf(loadConfig().mail.from);

/**
 * The FAQ entries the demo's questions became: written as the demo ADMIN through the CMS's own write (slugs,
 * versions, audit), published in every language.
 */
async function publishDemoFaqEntries(db: Database, adminId: string): Promise<DemoFaqLinks> {
  const actor = { user: { id: adminId, role: 'ADMIN' } } as unknown as FastifyRequest;
  const links = new Map<string, { id: string; version: number; live: Language[] }>();
  for (const entry of DEMO_FAQ_ENTRIES) {
    const row = await saveFaqEntry(db, actor, {
      id: null,
      sourceLanguage: 'en',
      texts: entry.texts,
      publish: true,
    });
    for (const question of entry.askedAs)
      links.set(question, { id: row.id, version: row.version, live: [...LANGUAGES] });
  }
  return links;
}

/**
 * Adds `total` leads (`npm run seed -- --leads N`, the bench's 100,000) to whatever is there: the rows lists read,
 * with who has read them, without timelines or e-mail.
 */
export async function addDemoLeads(db: Database, total: number, log?: (line: string) => void) {
  const existing = await countLeads(db);
  const added = await insertDemoLeads(db, {
    total,
    // Another seed each time, so a second batch is not a copy of the first.
    seed: 15_2026 + existing,
    domain: mailDomain(),
    lean: true,
    log,
  });
  // Fresh planner statistics and a visibility map for counts, as after any bulk load.
  await db.execute(sql`vacuum analyze leads`);
  await db.execute(sql`vacuum analyze lead_reads`);
  return added;
}

export const leadsStep: SeedStep = {
  name: 'leads',
  async run({ db, accounts, log }) {
    if ((await countLeads(db)) > 0) return;
    const faqEntries = await publishDemoFaqEntries(db, accounts.ADMIN!);
    const total = await insertDemoLeads(db, {
      total: DEMO_LEADS,
      seed: 15_2026,
      domain: mailDomain(),
      faqEntries,
    });
    log(`leads: ${total}, ${DEMO_FAQ_ENTRIES.length} FAQ entries answering their questions`);
  },
};
