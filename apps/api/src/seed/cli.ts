import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../runtime.ts';
import { DEMO_ACCOUNTS, generatePassword, resetDemoPasswords } from './accounts.ts';
import { isSeeded, seedDemoData } from './index.ts';
import { addDemoAdvertisements } from './steps/advertisements.ts';

/**
 * `npm run seed` seeds when not done yet; `-- --reset-passwords` gives the demo accounts a new password;
 * `-- --ads N` adds N more demo advertisements (after seeding, if that was not done yet), e.g. for benchmarks.
 */
const args = process.argv.slice(2);
const adsIndex = args.indexOf('--ads');
const extraAds = adsIndex >= 0 ? Number(args[adsIndex + 1]) : 0;
if (adsIndex >= 0 && !(Number.isInteger(extraAds) && extraAds > 0)) {
  console.error('--ads needs a positive whole number, e.g. --ads 100000');
  process.exit(2);
}
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
  } else if (!extraAds) {
    console.log('The demo data is already seeded.');
  }
  if (extraAds) {
    const started = Date.now();
    const added = await addDemoAdvertisements(runtime.db, extraAds, console.log);
    // After a bulk load, as after any: fresh planner statistics and a visibility map that lets counts and
    // deep pages read the indexes alone, instead of waiting for autovacuum to come round.
    await runtime.db.execute(sql`vacuum analyze advertisements`);
    console.log(`Added ${added} advertisements in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await runtime.close();
}
