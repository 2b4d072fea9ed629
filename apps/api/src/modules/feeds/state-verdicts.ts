import { AppError } from '../../lib/errors.ts';
import type { Region } from '@coachyard/contract';
import { checkState, lookupsOf, type StateLookups, type stateOfRow } from '../advertisements/index.ts';
import type { Database } from '../../db/client.ts';
import type { LookupEntry } from '../lookup-tables/index.ts';

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

/** Verdicts (and lookups) kept at most; a feed names far fewer combinations of makes, models, types and places. */
const VERDICTS_KEPT = 10_000;

type Verdict = Awaited<ReturnType<typeof checkState>> | AppError;

/** Read once: a failed read is forgotten, so the next row asks again. */
function readOnce<Key, Value>(kept: Map<Key, Promise<Value>>, key: Key, read: () => Promise<Value>) {
  let value = kept.get(key);
  if (!value) {
    if (kept.size >= VERDICTS_KEPT) kept.clear();
    value = read();
    kept.set(key, value);
    value.catch(() => kept.delete(key));
  }
  return value;
}

/**
 * Today's lookups as the run first read them: each entry, model of a brand and region's types once per run, where
 * each new combination's check read all three again (its rows name a few hundred entries, in thousands of
 * combinations: 2.6 statements a row of the bench's feed, bench/RESULTS.md, issue 28).
 */
function keptLookups(db: Database): StateLookups {
  const live = lookupsOf(db);
  const entries = new Map<string, Promise<LookupEntry | undefined>>();
  const pairs = new Map<string, Promise<boolean>>();
  const regions = new Map<Region, Promise<Set<string>>>();
  return {
    async entriesByIds(ids) {
      const wanted = [...new Set(ids)];
      // The entries not read yet, in one statement; an id it does not find is kept as none.
      const unknown = new Set(wanted.filter((id) => !entries.has(id)));
      let batch: Promise<LookupEntry[]> | undefined;
      const readEntry = async (id: string) => {
        const read = unknown.has(id) ? (batch ??= live.entriesByIds([...unknown])) : live.entriesByIds([id]);
        return (await read).find((entry) => entry.id === id);
      };
      const found = await Promise.all(wanted.map((id) => readOnce(entries, id, () => readEntry(id))));
      return found.filter((entry): entry is LookupEntry => entry !== undefined);
    },
    isModelOfBrand: (brandId, modelId) =>
      readOnce(pairs, `${brandId}:${modelId}`, () => live.isModelOfBrand(brandId, modelId)),
    vehicleTypesOfRegion: (region) => readOnce(regions, region, () => live.vehicleTypesOfRegion(region)),
  };
}

/**
 * `checkState` once per distinct combination of lookups in a run (a dry run's plans and a real run's writes
 * alike), on the lookups as the run first read them (`keptLookups`): a feed of ten thousand coaches names a few
 * hundred makes, models and places. A lookup deactivated during the run is judged as it was when the run first met
 * it.
 */
export function stateVerdicts(db: Database): typeof checkState {
  const lookups = keptLookups(db);
  const verdicts = new Map<string, Promise<Verdict>>();
  return async (_db, next, before) => {
    const key = JSON.stringify([judgedOf(next), judgedOf(before)]);
    const verdict = readOnce(verdicts, key, () =>
      checkState(db, next, before, lookups).catch((error: unknown) => {
        if (error instanceof AppError) return error;
        throw error;
      }),
    );
    const found = await verdict;
    if (found instanceof AppError) throw found;
    return found;
  };
}
