import path from 'node:path';
import { defineConfig } from '@playwright/test';

const here = import.meta.dirname;
const PORT = 3111;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data directory per run; workers inherit it through the environment, so all agree.
process.env.E2E_RUN_DIR ??= path.join(here, '.tmp', `run-${Date.now()}`);

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: process.env.E2E_RUN_DIR,
  EMBEDDED_PG_PORT: '54339',
  SEED_PASSWORD: 'e2e-Password-123',
  LOG_LEVEL: 'warn',
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
