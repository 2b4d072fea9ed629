import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { adminQuery, startTestServer, TEST_PASSWORD, withDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    /** Every test database of this run is named with it (`newTestDatabaseName`). */
    testDatabasePrefix: string;
  }
}

/** Migrates and seeds one template database per run; every test file gets a fresh copy of it. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const run = randomBytes(4).toString('hex');
  const templateDatabase = `coachyard_template_${run}`;
  const testDatabasePrefix = `coachyard_test_${run}_`;
  await adminQuery(server.adminUrl, `create database ${templateDatabase}`);
  const db = createDatabase(withDatabase(server.adminUrl, templateDatabase), 2);
  try {
    await migrateDatabase(db);
    await seedDemoData(db, { password: TEST_PASSWORD });
    // Every test app would otherwise draw the demo ads' own photos in the background (minutes of CPU, ads
    // changing under the tests); demo-photos.test.ts plans and draws them on its own copy.
    await db.execute(sql`delete from demo_photo_plans`);
  } finally {
    await db.$client.end();
  }
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('testDatabasePrefix', testDatabasePrefix);

  return async () => {
    // Only this run's: another run on a shared server keeps its databases (dropping them all once failed the
    // files of a run beside). An embedded server goes with its data, so its databases are not dropped one by one
    // first (a run leaves one of 63 MB per file: minutes of drops on a loaded machine).
    if (server.shared) {
      const leftovers = await adminQuery(
        server.adminUrl,
        `select datname from pg_database where datname = '${templateDatabase}' or datname like '${testDatabasePrefix}%'`,
      );
      for (const { datname } of leftovers.rows) {
        await adminQuery(server.adminUrl, `drop database if exists "${datname}" with (force)`).catch(
          () => {},
        );
      }
    }
    await server.stop();
  };
}
