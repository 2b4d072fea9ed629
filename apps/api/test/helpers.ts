import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { adminQuery, newTestDatabaseName, TEST_PASSWORD, withDatabase } from './test-database.ts';

export { TEST_PASSWORD };

export const ACCOUNTS = {
  ADMIN: 'admin@coachyard.test',
  REPRESENTATIVE: 'representative@coachyard.test',
  DEALER: 'dealer@coachyard.test',
} as const;

/** A copy of the seeded template, so each test file owns its data. */
async function cloneTemplate(): Promise<string> {
  const adminUrl = inject('adminUrl');
  const name = newTestDatabaseName();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${inject('templateDatabase')}`);
      return withDatabase(adminUrl, name);
    } catch (error) {
      // Two files cloning at the same instant: the template is briefly "being accessed".
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Signs in through POST /api/auth and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** `app.inject` with the token of the given account (or none). */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  environment: Record<string, string> = {},
  dependencies: Pick<AppDependencies, 'logStream'> = {},
): Promise<TestApp> {
  const databaseUrl = await cloneTemplate();
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'coachyard-test-data-')),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: path.join(os.tmpdir(), 'coachyard-no-web'),
    ...environment,
  });
  const db = createDatabase(databaseUrl, 4);
  const app = await buildApp({ config, db, ...dependencies });
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    db,
    config,
    request,
    async login(email, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { user_email: email, user_password: password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return response.json().data.access_token as string;
    },
    async close() {
      await app.close();
      await db.$client.end();
    },
  };
}
