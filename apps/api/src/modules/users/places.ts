import type { Language } from '@coachyard/contract';
import type { Database } from '../../db/client.ts';
import { catalogOf, entryText, lookupEntriesByIds } from '../lookup-tables/index.ts';

/**
 * A user's country and city are lookup items (issue 3): an item of the `countries` table and one of
 * its children. Read through the lookup module's exported functions, never its tables.
 */

const COUNTRIES = 'countries';

/** Field errors for a country that is not an active country item, or a city that is not one of its children. */
export async function placeErrors(
  db: Database,
  country: string | null,
  city: string | null,
): Promise<Record<string, string[]> | null> {
  if (!country) return { country: ['user.country_required'] };
  if (!city) return { city: ['user.city_required'] };
  const entries = await lookupEntriesByIds(db, [country, city]);
  const countryEntry = entries.find((entry) => entry.id === country);
  if (
    !countryEntry ||
    countryEntry.lookupTableSlug !== COUNTRIES ||
    countryEntry.parentId !== null ||
    !countryEntry.isActive
  )
    return { country: ['user.country_invalid'] };
  const cityEntry = entries.find((entry) => entry.id === city);
  if (!cityEntry || cityEntry.parentId !== country || !cityEntry.isActive)
    return { city: ['user.city_not_in_country'] };
  return null;
}

/** Names of lookup items in a language (else English, else the item's name), by id, from the lookup catalog. */
export async function placeNames(db: Database, ids: readonly (string | null)[], language: Language) {
  const catalog = await catalogOf(db).with(ids);
  const names = new Map<string, string>();
  for (const id of ids) {
    const entry = id ? catalog.entry(id) : undefined;
    if (entry) names.set(entry.id, entryText(entry, language));
  }
  return names;
}
export type PlaceNames = Map<string, string>;
