import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../runtime.ts';
import { DEMO_ACCOUNTS, generatePassword, resetDemoPasswords } from './accounts.ts';
import { isSeeded, seedDemoData } from './index.ts';
import { backfillSignals } from '../modules/signals/index.ts';
import { copyDemoAdvertisements } from './steps/advertisement-copies.ts';
import { addDemoAdvertisements } from './steps/advertisements.ts';
import { addDemoLeads } from './steps/leads.ts';

/**
 * `npm run seed` seeds when not done yet; `-- --reset-passwords` gives the demo accounts a new password;
 * `-- --ads N` adds N more demo advertisements and `-- --leads N` N more leads (after seeding, if that was not
 * done yet), e.g. for benchmarks.
 */
const args = process.argv.slice(2);
/** The whole number after `flag`, 0 without the flag. */
function countAfter(flag: string) {
  const index = args.indexOf(flag);
  const value = index >= 0 ? Number(args[index + 1]) : 0;
  if (index >= 0 && !(Number.isInteger(value) && value > 0)) {
    console.error(`${flag} needs a positive whole number, e.g. ${flag} 100000`);
    process.exit(2);
  }
  return value;
}
const extraAds = countAfter('--ads');
const extraLeads = countAfter('--leads');
const config = loadConfig();
const runtime = await openDatabase(config, undefined, { attach: true });
try {
  const password = config.seedPassword ?? generatePassword();
  if (args.includes('--reset-passwords')) {
    await resetDemoPasswords(runtime.db, password);
    for (const account of DEMO_ACCOUNTS) console.log(`${account.email}  ${password}`);
  } else if (!(await isSeeded(runtime.db))) {
    await seedDemoData(runtime.db, { password, log: console.log });
    for (const account of DEMO_ACCOUNTS) console.log(`${account.email}  ${password}`);
  } else if (!extraAds && !extraLeads) {
    console.log('The demo data is already seeded.');
  }
  if (extraAds) {
    const started = Date.now();
    // Copies of the demo's ads in bulk (a million in minutes); made one by one only when there is none to copy.
    const added =
      (await copyDemoAdvertisements(runtime.db, extraAds, console.log)) ||
      (await addDemoAdvertisements(runtime.db, extraAds, console.log));
    // The seed ends with every ad's signals (issue 27), ads made one by one too.
    console.log(`Signals of ${await backfillSignals(runtime.db)} advertisements computed.`);
    // After a bulk load, as after any: fresh planner statistics and a visibility map that lets counts and
    // deep pages read the indexes alone, instead of waiting for autovacuum to come round.
    await runtime.db.execute(sql`vacuum analyze advertisements`);
    console.log(`Added ${added} advertisements in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (extraLeads) {
    const started = Date.now();
    const added = await addDemoLeads(runtime.db, extraLeads, console.log);
    console.log(`Added ${added} leads in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await runtime.close();
}
