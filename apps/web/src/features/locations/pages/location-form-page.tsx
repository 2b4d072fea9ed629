import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { markets } from '../api/resources';
import { LocationBreadcrumbs } from '../components/location-breadcrumbs';
import { LocationForm } from '../components/location-form';
import { locationRoutes } from '../routes';
import { queryClient } from '@/lib/query-client';
import { startRecordAt, startTogether } from '@/lib/resource-hooks';
import { vehicleTypesQueryOptions } from '../api/get-vehicle-types';

/** The market an edit opens on and the vehicle types it may allow, asked for before the first render (`app/lazy-page.ts`). */
export const startQueries = startTogether(startRecordAt(markets), () =>
  queryClient.prefetchQuery(vehicleTypesQueryOptions),
);

/** /locations/create and /locations/{id}/edit: the market's form. */
export default function LocationFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = markets.useOne({}, id);
  const restores = useRestores();
  const trail = location.data ? [{ kind: 'location' as const, ...location.data, place_id: null }] : undefined;

  return (
    <>
      <LocationBreadcrumbs
        trail={trail}
        current={t(id ? 'pages.locations.edit' : 'pages.locations.create')}
      />
      <PageTitle />
      {id && location.isPending ? (
        <PageLoader />
      ) : id && !location.data ? (
        <LoadFailure
          error={location.error}
          fallbackTitle={t('locations.loadFailed')}
          backTo={locationRoutes.list}
          backLabel={t('locations.backToList')}
        />
      ) : (
        <LocationForm key={`${location.data?.id ?? 'new'}:${restores.count}`} location={location.data} />
      )}
      {location.data ? (
        <>
          <RecordHistory namespace="locations" recordId={location.data.id} onRestored={restores.onRestored} />
          <MoveToTrashButton
            namespace="locations"
            path={`/locations/${location.data.id}`}
            version={location.data.version}
            name={location.data.text}
            after={locationRoutes.list}
          />
        </>
      ) : null}
    </>
  );
}
