import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { resolveJwtSecret } from '../../lib/secrets.ts';
import {
  countAdvertisements,
  insertDemoAdvertisements,
  planDemoPhotos,
  plantPhotoCases,
  plantReviewCases,
} from '../../modules/advertisements/demo/index.ts';
import { userIdByEmail } from '../../modules/advertisements/owners.ts';
import { seedModelRelations } from '../../modules/model-relations/index.ts';
import { createStorage } from '../../storage/index.ts';
import { DEMO_ACCOUNTS } from '../accounts.ts';
import type { SeedStep } from '../index.ts';

/** Demo ads on first run (issue 5). */
export const DEMO_ADVERTISEMENTS = 2_000;

const demoDealerEmail = DEMO_ACCOUNTS.find((account) => account.role === 'DEALER')?.email;

/** The app's storage as the environment configures it (seeding runs before and outside the app). */
export async function configuredStorage(db: Database) {
  const config = loadConfig();
  return createStorage(config, await resolveJwtSecret(db, config.jwtSecret));
}

/** Adds `total` ads (`npm run seed -- --ads N`, the bench's 100,000) to whatever is there. */
export async function addDemoAdvertisements(db: Database, total: number, log?: (line: string) => void) {
  const existing = await countAdvertisements(db);
  return insertDemoAdvertisements(db, await configuredStorage(db), {
    total,
    demoDealer: demoDealerEmail ? await userIdByEmail(db, demoDealerEmail) : null,
    // Another seed each time, so a second batch is not a copy of the first.
    seed: 20_250_101 + existing,
    log,
  });
}

export const modelRelationsStep: SeedStep = {
  name: 'model relations',
  async run({ db, log }) {
    log(`model relations: ${await seedModelRelations(db)} brands`);
  },
};

export const advertisementsStep: SeedStep = {
  name: 'advertisements',
  async run({ db, log }) {
    if ((await countAdvertisements(db)) > 0) return;
    log(`advertisements: ${await addDemoAdvertisements(db, DEMO_ADVERTISEMENTS, log)} with photos`);
    // Each shows the drawn pool until a background job has drawn photos of its own (issue 27).
    log(`advertisements: ${await planDemoPhotos(db)} to get photos of their own`);
    // What a reviewer meets (issue 27): a stolen photo, a duplicate listing, a phone number, a Turkish description
    // on an English ad, a price far below.
    await plantPhotoCases(db, await configuredStorage(db));
    await plantReviewCases(db);
  },
};
