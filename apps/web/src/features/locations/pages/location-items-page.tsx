import { useId } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { CsvActions, EntryList, ImportReport, useActiveToggle, useCsvImport } from '@/components/entry-list';
import { PageTitle } from '@/components/page-title';
import { ReorderStatus } from '@/components/reorder';
import { useExportLocationItems } from '../api/export-location-items';
import { useImportLocationItems } from '../api/import-location-items';
import { places as placeResource } from '../api/resources';
import { LocationBreadcrumbs } from '../components/location-breadcrumbs';
import { usePlaceColumns } from '../components/place-columns';
import { LOCATIONS_DOMAIN } from '../result-domain';
import { useLocationPrivileges } from '../hooks/use-location-privileges';
import { usePlaceOrder } from '../hooks/use-place-order';
import { locationRoutes } from '../routes';

const FILTERS = ['is_active'] as const;

/**
 * /locations/{id}/items[?parent=…]: one level of a market's places (its countries, a country's states or
 * cities…), with the breadcrumb trail into children, the order changed by drag or keyboard, and CSV.
 */
export default function LocationItemsPage() {
  const { id: locationId = '' } = useParams();
  const parentId = useSearchParams()[0].get('parent') ?? undefined;
  // A new level is a new screen: no import report or pending switch carries over from the last one.
  return <PlacesScreen key={`${locationId}/${parentId ?? ''}`} locationId={locationId} parentId={parentId} />;
}

function PlacesScreen({ locationId, parentId }: { locationId: string; parentId: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useLocationPrivileges();
  const list = useListParams({ filters: FILTERS, defaultSort: 'position', perPage: 100 });
  const places = placeResource.useList({ locationId }, { ...list.query, parent_id: parentId });
  const toggle = useActiveToggle(placeResource.usePatch({ locationId }).mutateAsync, LOCATIONS_DOMAIN);
  const csvImport = useCsvImport(useImportLocationItems(locationId, parentId));
  const exportItems = useExportLocationItems(locationId, parentId);
  const hintId = useId();
  const order = usePlaceOrder(locationId, places.data, list, hintId);
  const columns = usePlaceColumns(locationId, toggle, canUpdate, order);
  const level = places.data?.trail.at(-1);

  return (
    <>
      <LocationBreadcrumbs trail={places.data?.trail} />
      <PageTitle>
        {canCreate ? (
          <CreateLink to={locationRoutes.createItem(locationId, parentId)}>
            {t('locations.addPlace')}
          </CreateLink>
        ) : null}
      </PageTitle>
      <ReorderStatus hintId={hintId} announcement={order.announcement} />
      <EntryList
        listKey="location-items"
        label={level ? t('locations.placesTableLabel', { name: level.text }) : t('pages.locationItems.list')}
        list={list}
        filters={[{ name: 'is_active', label: t('locations.columns.active') }]}
        searchPlaceholder={t('locations.searchPlaceholder')}
        page={places.data}
        isLoading={places.isPending}
        isFetching={places.isPlaceholderData}
        error={places.error}
        columns={columns}
        onOpen={(row) => navigate(locationRoutes.editItem(locationId, row.id))}
        domain={LOCATIONS_DOMAIN}
        actions={
          <CsvActions
            exportItems={exportItems}
            csvImport={csvImport}
            canImport={canCreate && canUpdate}
            domain={LOCATIONS_DOMAIN}
          />
        }
        notice={<ImportReport csvImport={csvImport} />}
      />
    </>
  );
}
