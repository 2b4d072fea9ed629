import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Start-up runs server.ts itself, once, in its own project (vitest.startup.config.ts).
    exclude: ['test/startup/**', 'test/cluster/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two test files at a time, each on its own database cloned from a seeded template.
    maxWorkers: 2,
    // A worker imports the app once for all its files, not once per file (that import was 40 % of the suite's
    // time). The app keeps no state of its own between instances (every file builds its own, on its own
    // database); a file that mocks a module imports the app again itself (advertisements-list-expiry.test.ts).
    isolate: false,
  },
});
