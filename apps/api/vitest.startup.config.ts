import { defineProject } from 'vitest/config';

/** Start-up as a person runs it: the compiled server (bin/serve) in a child process, once, whatever database the API suite uses. */
export default defineProject({
  test: {
    name: 'startup',
    include: ['test/startup/**/*.test.ts'],
    // `npm start` builds, then runs the compiled server; so does this suite.
    globalSetup: ['test/startup/build.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
