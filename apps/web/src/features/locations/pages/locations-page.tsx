import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGIONS } from '@coachyard/contract';
import { useListParams, startListAt } from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { EntryList, useActiveToggle } from '@/components/entry-list';
import { PageTitle } from '@/components/page-title';
import { markets } from '../api/resources';
import { useLocationColumns } from '../components/location-columns';
import { useLocationPrivileges } from '../hooks/use-location-privileges';
import { LOCATIONS_DOMAIN } from '../result-domain';
import { locationRoutes } from '../routes';

const FILTERS = ['region', 'is_active', 'is_exposable'] as const;

const MARKET_LIST = { filters: FILTERS, defaultSort: 'name' };

/** The page the list opens on, asked for before its first render (`lazy-page.ts`). */
export const startQueries = startListAt(markets, MARKET_LIST);

/** /locations: the markets, searchable, filterable by region and flags, sortable, with Active switched in place. */
export default function LocationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useLocationPrivileges();
  const list = useListParams(MARKET_LIST);
  const locations = markets.useList({}, list.query);
  const toggle = useActiveToggle(markets.usePatch({}).mutateAsync, LOCATIONS_DOMAIN);
  const columns = useLocationColumns(toggle, canUpdate);

  return (
    <>
      <PageTitle>
        {canCreate ? <CreateLink to={locationRoutes.create}>{t('locations.create')}</CreateLink> : null}
      </PageTitle>
      <EntryList
        listKey="locations"
        label={t('locations.tableLabel')}
        list={list}
        filters={[
          {
            name: 'region',
            label: t('locations.columns.region'),
            options: REGIONS.map((region) => ({ value: region, label: t(`locations.regions.${region}`) })),
          },
          { name: 'is_active', label: t('locations.columns.active') },
          { name: 'is_exposable', label: t('locations.columns.exposable') },
        ]}
        searchPlaceholder={t('locations.searchPlaceholder')}
        page={locations.data}
        isLoading={locations.isPending}
        isFetching={locations.isPlaceholderData}
        error={locations.error}
        columns={columns}
        onOpen={(row) => navigate(locationRoutes.edit(row.id))}
        domain={LOCATIONS_DOMAIN}
      />
    </>
  );
}
