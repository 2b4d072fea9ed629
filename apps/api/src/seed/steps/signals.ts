import { backfillSignals } from '../../modules/signals/index.ts';
import type { SeedStep } from '../index.ts';

/** Last: the trust signals (issue 27) of every ad the steps before inserted in bulk, so lists can use them. */
export const signalsStep: SeedStep = {
  name: 'signals',
  async run({ db, log }) {
    log(`signals: ${await backfillSignals(db)} advertisements`);
  },
};
