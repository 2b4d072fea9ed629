import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const here = import.meta.dirname;
// Ports and data directory are chosen once per run and inherited by the workers through the
// environment, so every process agrees and two runs on one machine never meet.
const pick = (from: number, span: number) => String(from + Math.floor(Math.random() * span));
process.env.E2E_PORT ??= pick(3200, 700);
process.env.E2E_PG_PORT ??= pick(55000, 4000);
process.env.E2E_RUN_DIR ??= path.join(here, '.tmp', `run-${Date.now()}`);
// The leads specs run a real SMTP server on this port in the test process; e-mail sent while none listens is
// retried by the server's outbox worker.
process.env.E2E_SMTP_PORT ??= pick(26000, 3000);
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// The server of this run serves its own copy of the built web app: a build started meanwhile (by another
// run on this machine) cannot swap the files under a page that is loading its chunks.
const webSnapshot = path.join(process.env.E2E_RUN_DIR, 'web');
if (!fs.existsSync(webSnapshot))
  fs.cpSync(path.join(here, '..', 'apps', 'web', 'dist'), webSnapshot, { recursive: true });

const serverEnv: Record<string, string> = {
  WEB_DIST: webSnapshot,
  PORT: String(PORT),
  DATA_DIR: process.env.E2E_RUN_DIR,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
  // Always a fresh embedded database: a DATABASE_URL in the environment is the API suite's, not ours.
  DATABASE_URL: '',
  SEED_PASSWORD: 'e2e-Password-123',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  LOG_LEVEL: 'warn',
  // The feeds specs serve their dealers' stock files from the test process, on loopback.
  FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1',
  // The demo ads keep the shared pool's photos: drawing their own takes minutes of the cores the browser needs,
  // and no spec looks at them (the API suite's demo-photos test does).
  DEMO_PHOTOS: 'false',
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Per run, like the server's data: a run beside this one does not clear our traces.
  outputDir: path.join(process.env.E2E_RUN_DIR, 'test-results'),
  fullyParallel: false,
  workers: 1,
  // A test that passes only on a second try hides a race in the app or in the test: none is retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'en-US',
    // Playwright's request routing does not see what a service worker answers: the specs that stub or fail
    // a download run without it; service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built web app (npm run build) served by the real API on its own port and database.
    command: 'node --import tsx ../apps/api/src/server.ts',
    cwd: here,
    env: serverEnv,
    url: `${BASE_URL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL instead of leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
