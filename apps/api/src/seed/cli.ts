import { loadConfig } from '../config.ts';
import { openDatabase } from '../runtime.ts';
import { DEMO_ACCOUNTS, generatePassword, resetDemoPasswords } from './accounts.ts';
import { isSeeded, seedDemoData } from './index.ts';

/** `npm run seed` seeds when not done yet; `-- --reset-passwords` gives the demo accounts a new password. */
const args = process.argv.slice(2);
const config = loadConfig();
const runtime = await openDatabase(config);
try {
  const password = config.seedPassword ?? generatePassword();
  if (args.includes('--reset-passwords')) {
    await resetDemoPasswords(runtime.db, password);
    for (const account of DEMO_ACCOUNTS) console.log(`${account.email}  ${password}`);
  } else if (!(await isSeeded(runtime.db))) {
    await seedDemoData(runtime.db, { password, log: console.log });
    for (const account of DEMO_ACCOUNTS) console.log(`${account.email}  ${password}`);
  } else {
    console.log('The demo data is already seeded.');
  }
} finally {
  await runtime.close();
}
