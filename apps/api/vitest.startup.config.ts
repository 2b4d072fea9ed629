import { defineProject } from 'vitest/config';

/** Start-up as a person runs it: `server.ts` in a child process, once, whatever database the API suite uses. */
export default defineProject({
  test: {
    name: 'startup',
    include: ['test/startup/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
