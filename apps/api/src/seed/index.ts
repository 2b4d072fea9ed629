import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import { seedDefaultPrivileges } from '../modules/privileges/service.ts';
import { seedDemoAccounts } from './accounts.ts';
import { lookupTablesStep } from './steps/lookup-tables.ts';
import { locationsStep } from './steps/locations.ts';
import { demoUsersStep } from './steps/users.ts';
import { settingsStep } from './steps/settings.ts';
import { advertisementsStep, modelRelationsStep } from './steps/advertisements.ts';
import { leadsStep } from './steps/leads.ts';
import { contentStep } from './steps/content.ts';
import { signalsStep } from './steps/signals.ts';
import { performanceStep } from './steps/performance.ts';
import { feedsStep } from './steps/feeds.ts';

export interface SeedContext {
  db: Database;
  /** Ids of the demo accounts by role. */
  accounts: Record<string, string>;
  log: (message: string) => void;
}

export type SeedStep = { name: string; run: (context: SeedContext) => Promise<void> };

/** The demo data after roles and accounts, in order. Each module that has demo data adds its step. */
export const seedSteps: SeedStep[] = [
  lookupTablesStep,
  locationsStep,
  demoUsersStep,
  modelRelationsStep,
  advertisementsStep,
  leadsStep,
  settingsStep,
  contentStep,
  feedsStep,
  signalsStep,
  performanceStep,
];

const SEEDED_KEY = 'demo_data_seeded_at';

export async function isSeeded(db: Database) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return Boolean(row);
}

/** Seeds roles' privileges, the demo accounts and every module's demo data, once. */
export async function seedDemoData(
  db: Database,
  options: { password: string; log?: (message: string) => void },
) {
  const log = options.log ?? (() => {});
  await seedDefaultPrivileges(db);
  const accounts = await seedDemoAccounts(db, options.password);
  for (const step of seedSteps) {
    const started = Date.now();
    await step.run({ db, accounts, log });
    log(`seeded ${step.name} in ${Date.now() - started} ms`);
  }
  await db.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
}
