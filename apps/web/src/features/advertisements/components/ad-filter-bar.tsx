import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceChip, type FilterChip } from '@/components/data-table';
import { DeferredMultiSelect, DeferredSelect } from '@/components/deferred-select';
import { withChunkTimeout } from '@/app/lazy-page';
import { ADVERTISEMENT_STATUSES, HEALTH_BANDS, REGIONS, type Region } from '@coachyard/contract';
import { useDealers } from '../api/get-dealers';
import { useFeedName } from '../api/get-feed-name';
import type { AdFilter, AdList } from '../hooks/use-ad-list';
import {
  type Option,
  useCountryOptions,
  useLookupOptions,
  useMarketRules,
  useModelOptions,
  useVehicleTypeOptions,
} from '../hooks/use-ad-lookups';
import { formatNumberText } from '@/components/number-text-input';

// The number filters show only behind "More filters": their code comes when that button is reached, as their
// choices do, not with the list (issue 30's budget).
const loadFilterNumber = () => withChunkTimeout(import('./filter-number'));
const FilterNumber = lazy(() => loadFilterNumber().then((module) => ({ default: module.FilterNumber })));

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

/** The filters reviewers use most stay in the bar; the others wait behind "More filters" (issue 17). */
const MAIN_FILTERS: AdFilter[] = ['status', 'brand'];

/**
 * Every filter of the list (issue 5) as controls, and the ones set as chips. Each choice is written to the URL,
 * so a filtered list can be shared and Back undoes the last change. Choices follow each other: models of the
 * brand, cities of the country, vehicle types and countries of the region.
 */
export function useAdFilterControls(adList: AdList, isStaff: boolean) {
  const { t } = useTranslation();
  const { filters } = adList.list;
  const region = isRegion(filters.region) ? filters.region : null;
  // A filter's choices are asked for once it shows (in the bar, or behind "More filters" once that is about
  // to open) or is set (its chip names the value): the list's own answer is not queued behind them.
  const [moreWanted, setMoreWanted] = useState(false);
  const wants = (name: AdFilter) => moreWanted || MAIN_FILTERS.includes(name) || Boolean(filters[name]);
  const brands = useLookupOptions(wants('brand') ? 'brands' : null).options;
  const models = useModelOptions(wants('model') ? filters.brand || null : null);
  const markets = useMarketRules(Boolean(region) && wants('vehicle_type'));
  const vehicleTypes = useVehicleTypeOptions(
    region ? markets.vehicleTypesOf(region) : undefined,
    wants('vehicle_type'),
  );
  const countries = useCountryOptions(region, wants('country'));
  const cities = useLookupOptions(wants('city') ? filters.country || null : null).options;
  const dealers = useDealers(isStaff && wants('owner')).options;
  const feedName = useFeedName(filters.feed_id).data;
  const label = (name: string) => t(`ads.filters.${name}`);
  const clear = (name: AdFilter) => () => adList.changeFilter(name, '');

  const statusOptions = ADVERTISEMENT_STATUSES.map((status) => ({
    value: status,
    label: t(`ads.statuses.${status}`),
  }));
  const regionOptions = REGIONS.map((code) => ({ value: code, label: t(`ads.regions.${code}`) }));
  const healthOptions = HEALTH_BANDS.map((band) => ({ value: band, label: t(`ads.health.bands.${band}`) }));
  const choices: [AdFilter, Option[], boolean?][] = [
    ['region', regionOptions],
    ['brand', brands],
    ['model', models, !filters.brand],
    ['vehicle_type', vehicleTypes],
    ['country', countries],
    ['city', cities, !filters.country],
    ...(isStaff ? [['owner', dealers] as [AdFilter, Option[]]] : []),
    ['health', healthOptions],
  ];
  const numbers: [AdFilter, number][] = [
    ['year_min', 1],
    ['year_max', 1],
    ['price_min', 100],
    ['price_max', 100],
  ];
  const statuses = filters.status ? filters.status.split(',') : [];

  const controls = new Map<AdFilter, ReactNode>([
    [
      'status',
      <DeferredMultiSelect
        key="status"
        label={label('status')}
        data={statusOptions}
        value={statuses}
        onChange={(value) => adList.changeFilter('status', value.join(','))}
        placeholder={statuses.length ? undefined : t('dataTable.any')}
        clearable
        w={190}
      />,
    ],
    ...choices.map(
      ([name, options, disabled]) =>
        [
          name,
          <DeferredSelect
            key={name}
            label={label(name)}
            data={options}
            value={filters[name] || null}
            onChange={(value) => adList.changeFilter(name, value ?? '')}
            placeholder={t('dataTable.any')}
            clearable
            disabled={disabled}
            nothingFoundMessage={t('dataTable.empty')}
            w={160}
          />,
        ] as const,
    ),
    ...numbers.map(
      ([name, scale]) =>
        [
          name,
          <Suspense key={name} fallback={null}>
            <FilterNumber
              label={label(name)}
              value={filters[name]}
              onChange={(value) => adList.changeFilter(name, value)}
              scale={scale}
              decimals={scale === 1 ? 0 : 2}
            />
          </Suspense>,
        ] as const,
    ),
  ]);

  const chips: FilterChip[] = [
    ...choiceChip('status', label('status'), filters.status, statusOptions, clear('status')),
    ...choices.flatMap(([name, options]) =>
      choiceChip(name, label(name), filters[name], options, clear(name)),
    ),
    ...(filters.feed_id
      ? [
          {
            key: 'feed_id',
            label: `${label('feed_id')}: ${feedName ?? filters.feed_id}`,
            onRemove: clear('feed_id'),
          },
        ]
      : []),
    ...numbers.flatMap(([name, scale]) =>
      filters[name]
        ? [
            {
              key: name,
              label: `${label(name)}: ${formatNumberText(Number(filters[name]) / scale, { decimals: 0, separator: scale === 1 ? '' : ' ' })}`,
              onRemove: clear(name),
            },
          ]
        : [],
    ),
  ];
  const pick = (main: boolean) =>
    [...controls].filter(([name]) => MAIN_FILTERS.includes(name) === main).map(([, control]) => control);

  return {
    main: pick(true),
    more: pick(false),
    moreCount: Object.entries(filters).filter(
      ([name, value]) => value && controls.has(name as AdFilter) && !MAIN_FILTERS.includes(name as AdFilter),
    ).length,
    chips,
    onMoreWanted: () => {
      setMoreWanted(true);
      void loadFilterNumber().catch(() => undefined);
    },
    clearAll: () =>
      adList.list.setFilters(Object.fromEntries(Object.keys(filters).map((name) => [name, '']))),
  };
}
