import { DEFAULT_REGION, regionTagSlug, type Region } from '@coachyard/contract';
import type { ScreenParams } from '@/lib/resource-hooks';
import { formSettingsQueryOptions } from '@/features/settings';
import { getStoredUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { AD_TABLES, defaultBrandOf } from './ad-tables';
import { brandModelsQueryOptions } from './get-brand-models';
import { dealersQueryOptions } from './get-dealers';
import { lookupItemsQueryOptions } from './get-lookup-items';
import { marketsQueryOptions } from './get-markets';
import { advertisements } from './resources';

const FORM_TABLES = Object.values(AD_TABLES);

const startTable = (container: string | null | undefined) =>
  container ? queryClient.prefetchQuery(lookupItemsQueryOptions(container)) : undefined;

/** What follows the ad's own choices: its region's tags, its country's cities and its brand's models. */
const startChoicesOf = (ad: { region: Region; country_id: string | null; brand_id: string | null }) =>
  Promise.all([
    startTable(regionTagSlug(ad.region)),
    startTable(ad.country_id),
    ad.brand_id ? queryClient.prefetchQuery(brandModelsQueryOptions(ad.brand_id)) : undefined,
  ]);

/** A new ad's brand is the default one (`useAdForm`): its models, once the brands say which it is. */
const startDefaultBrandModels = () =>
  queryClient.fetchQuery(lookupItemsQueryOptions(AD_TABLES.brands)).then(
    (brands) => {
      const brand = defaultBrandOf(brands);
      return brand && queryClient.prefetchQuery(brandModelsQueryOptions(brand.id));
    },
    () => undefined,
  );

/**
 * The advertisement form's `startQueries` (`lazy-page.ts`): the ad (an edit), the tables of its form step, the
 * markets and the forms' limits, what its choices decide (a new ad's: the default region's tags and the default
 * brand's models) and, for staff creating an ad, their dealers, asked for as soon as the code is there, as each
 * hook asks for it. Settles when all have answered: the form's first render waits for that (`lazy-page.ts`).
 */
export function startAdForm({ id }: ScreenParams) {
  const session = getStoredUser();
  if (!session) return undefined;
  const started: unknown[] = [
    ...FORM_TABLES.map(startTable),
    queryClient.prefetchQuery(marketsQueryOptions),
    queryClient.prefetchQuery(formSettingsQueryOptions),
  ];
  if (id) started.push(advertisements.startOne({}, id).then((ad) => ad && startChoicesOf(ad)));
  else {
    started.push(startChoicesOf({ region: DEFAULT_REGION, country_id: null, brand_id: null }));
    started.push(startDefaultBrandModels());
    if (session.role !== 'DEALER') started.push(queryClient.prefetchQuery(dealersQueryOptions));
  }
  return Promise.allSettled(started);
}
