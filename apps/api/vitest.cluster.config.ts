import { defineProject } from 'vitest/config';

/** DESIGN §6 proven: instances behind HAProxy on the PostgreSQL at 127.0.0.1:5432, Redis and s3rver. */
export default defineProject({
  test: {
    name: 'cluster',
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
