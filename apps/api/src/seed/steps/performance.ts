import { recountRecent, seedDemoPerformance } from '../../modules/performance/index.ts';
import type { SeedStep } from '../index.ts';

/** Ninety days of what buyers did with the demo ads (issue 29), so a new user's charts mean something. */
export const performanceStep: SeedStep = {
  name: 'performance',
  async run({ db, log }) {
    log(`performance: ${await seedDemoPerformance(db)} daily counts`);
    log(`performance: ${await recountRecent(db)} ads' 30-day counts`);
  },
};
