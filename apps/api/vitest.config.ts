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
  },
});
