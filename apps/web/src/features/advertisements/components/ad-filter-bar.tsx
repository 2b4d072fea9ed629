import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMultiSelect, DeferredSelect } from '@/components/deferred-select';
import { ADVERTISEMENT_STATUSES, REGIONS, type Region } from '@coachyard/contract';
import { useDealers } from '../api/get-dealers';
import type { AdFilter, AdList } from '../hooks/use-ad-list';
import {
  type Option,
  useCountryOptions,
  useLookupOptions,
  useMarketRules,
  useModelOptions,
  useVehicleTypeOptions,
} from '../hooks/use-ad-lookups';
import classes from './ad-filter-bar.module.css';
import type { FilterFold } from './filter-fold';
import { FilterNumber } from './filter-number';

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

/**
 * Every filter of the list (issue 5). Each choice is written to the URL, so a filtered list can be shared and
 * Back undoes the last change. Choices follow each other: models of the brand, cities of the country, vehicle
 * types and countries of the region. On a phone the bar folds behind a FilterFoldButton.
 */
export function AdFilterBar({
  adList,
  isStaff,
  fold,
}: {
  adList: AdList;
  isStaff: boolean;
  fold: FilterFold;
}) {
  const { t } = useTranslation();
  const { filters } = adList.list;
  const region = isRegion(filters.region) ? filters.region : null;
  const brands = useLookupOptions('brands').options;
  const models = useModelOptions(filters.brand || null);
  const markets = useMarketRules();
  const vehicleTypes = useVehicleTypeOptions(region ? markets.vehicleTypesOf(region) : undefined);
  const countries = useCountryOptions(region);
  const cities = useLookupOptions(filters.country || null).options;
  const dealers = useDealers(isStaff).options;
  const label = (name: string) => t(`ads.filters.${name}`);

  const select = (name: AdFilter, options: Option[], disabled = false) => (
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
    />
  );
  const number = (name: AdFilter, scale = 1) => (
    <FilterNumber
      key={name}
      label={label(name)}
      value={filters[name]}
      onChange={(value) => adList.changeFilter(name, value)}
      scale={scale}
      decimals={scale === 1 ? 0 : 2}
    />
  );
  const statuses = filters.status ? filters.status.split(',') : [];

  return (
    <Paper
      id={fold.panelId}
      className={fold.unfolded ? undefined : classes.folded}
      withBorder
      p="md"
      mb="md"
      component="section"
      aria-label={t('ads.filters.label')}
    >
      <SimpleGrid cols={{ base: 2, md: 4, xl: 6 }} spacing="sm" verticalSpacing="xs">
        <DeferredMultiSelect
          label={label('status')}
          data={ADVERTISEMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`ads.statuses.${status}`),
          }))}
          value={statuses}
          onChange={(value) => adList.changeFilter('status', value.join(','))}
          placeholder={statuses.length ? undefined : t('dataTable.any')}
          clearable
        />
        {select(
          'region',
          REGIONS.map((code) => ({ value: code, label: t(`ads.regions.${code}`) })),
        )}
        {select('brand', brands)}
        {select('model', models, !filters.brand)}
        {select('vehicle_type', vehicleTypes)}
        {select('country', countries)}
        {select('city', cities, !filters.country)}
        {number('year_min')}
        {number('year_max')}
        {number('price_min', 100)}
        {number('price_max', 100)}
        {isStaff ? select('owner', dealers) : null}
      </SimpleGrid>
      {adList.setCount ? (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={() =>
              adList.list.setFilters(Object.fromEntries(Object.keys(filters).map((name) => [name, ''])))
            }
          >
            {t('ads.filters.clear')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
