import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.startup.config.ts',
      'apps/api/vitest.cluster.config.ts',
      'apps/web',
    ],
  },
});
