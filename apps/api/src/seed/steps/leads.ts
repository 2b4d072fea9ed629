import { loadConfig } from '../../config.ts';
import { mailDomainOf } from '../../modules/mail/index.ts';
import { countLeads, insertDemoLeads } from '../../modules/leads/demo/index.ts';
import type { SeedStep } from '../index.ts';

/** Demo leads on first run (issue 15): three inboxes, eight languages, every status, eight weeks. */
export const DEMO_LEADS = 320;

export const leadsStep: SeedStep = {
  name: 'leads',
  async run({ db, log }) {
    if ((await countLeads(db)) > 0) return;
    const domain = mailDomainOf(loadConfig().mail.from);
    log(`leads: ${await insertDemoLeads(db, { total: DEMO_LEADS, seed: 15_2026, domain })}`);
  },
};
