import { DEFAULT_REGION, regionTagSlug, type Region } from '@coachyard/contract';
import type { ScreenParams } from '@/lib/resource-hooks';
import { getStoredUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { AD_TABLES } from './ad-tables';
import { brandModelsQueryOptions } from './get-brand-models';
import { dealersQueryOptions } from './get-dealers';
import { lookupItemsQueryOptions } from './get-lookup-items';
import { advertisements } from './resources';

/**
 * The markets are not among the tables asked for early: the form reads them again each time it opens
 * (`useMarkets`), so asked for before it they would be asked twice.
 */
const FORM_TABLES = Object.values(AD_TABLES);

const startTable = (container: string | null | undefined) => {
  if (container) void queryClient.prefetchQuery(lookupItemsQueryOptions(container));
};

/** What follows the ad's own choices: its region's tags, its country's cities and its brand's models. */
function startChoicesOf(ad: { region: Region; country_id: string | null; brand_id: string | null }) {
  startTable(regionTagSlug(ad.region));
  startTable(ad.country_id);
  if (ad.brand_id) void queryClient.prefetchQuery(brandModelsQueryOptions(ad.brand_id));
}

/**
 * The advertisement form's `startQueries` (`lazy-page.ts`): the ad (an edit), the tables of its form step, what
 * its choices decide (a new ad's: the default region's tags) and, for staff creating an ad, their dealers, asked
 * for as soon as the code is there, as each hook asks for it.
 */
export function startAdForm({ id }: ScreenParams) {
  const session = getStoredUser();
  if (!session) return;
  for (const table of FORM_TABLES) startTable(table);
  if (id) {
    void advertisements.startOne({}, id).then((ad) => ad && startChoicesOf(ad));
    return;
  }
  startChoicesOf({ region: DEFAULT_REGION, country_id: null, brand_id: null });
  if (session.role !== 'DEALER') void queryClient.prefetchQuery(dealersQueryOptions);
}
