import { AppError } from '../../lib/errors.ts';
import { checkState, type stateOfRow } from '../advertisements/index.ts';
import type { Database } from '../../db/client.ts';

type AdState = ReturnType<typeof stateOfRow>;

/**
 * The state's fields `checkState` judges (rules.ts) and whose entries it answers: the lookups, the region they
 * depend on, and whether there is a mileage (which then needs its unit). Two states alike in these get the same
 * verdict and the same entries from it.
 */
const JUDGED = [
  'region',
  'brand_id',
  'model_id',
  'vehicle_type_id',
  'mileage_type_id',
  'engine_brand_id',
  'gearbox_brand_id',
  'steering_wheel_id',
  'gvwr_type_id',
  'product_feature_ids',
  'vehicle_tag_ids',
  'region_tag_ids',
  'country_id',
  'city_id',
] as const satisfies readonly (keyof AdState)[];
const judgedOf = (state: AdState | null) =>
  state && [...JUDGED.map((field) => state[field]), state.mileage === null];

/** Verdicts kept at most; a feed names far fewer combinations of makes, models, types and places. */
const VERDICTS_KEPT = 10_000;

type Verdict = Awaited<ReturnType<typeof checkState>> | AppError;

/**
 * `checkState` once per distinct combination of lookups in a run (a dry run's plans and a real run's writes
 * alike): a feed of ten thousand coaches names a few hundred makes, models and places, and each check is three
 * statements. A lookup deactivated during the run is judged as it was when the run first met it.
 */
export function stateVerdicts(db: Database): typeof checkState {
  const verdicts = new Map<string, Promise<Verdict>>();
  return async (_db, next, before) => {
    const key = JSON.stringify([judgedOf(next), judgedOf(before)]);
    let verdict = verdicts.get(key);
    if (!verdict) {
      if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
      verdict = checkState(db, next, before).catch((error: unknown) => {
        if (error instanceof AppError) return error;
        throw error;
      });
      verdicts.set(key, verdict);
    }
    const found = await verdict;
    if (found instanceof AppError) throw found;
    return found;
  };
}
