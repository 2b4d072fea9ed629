import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes where the others take seconds (the whole demo's photos drawn: some 5.5 CPU-minutes).
 * A fresh clone has no durations cached, so vitest orders by size and would start them last, with every other
 * file done and one core idle; started first, the other worker runs every other file meanwhile.
 */
const MINUTES_LONG = ['apps/api/test/demo-photos.test.ts'];

class MinutesLongFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => MINUTES_LONG.some((path) => file.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: MinutesLongFirst },
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.startup.config.ts',
      'apps/api/vitest.cluster.config.ts',
      'apps/web',
    ],
  },
});
