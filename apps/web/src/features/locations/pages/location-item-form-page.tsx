import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { places, useLocationLevel } from '../api/resources';
import { LocationBreadcrumbs } from '../components/location-breadcrumbs';
import { PlaceForm } from '../components/place-form';
import { locationRoutes } from '../routes';
import { startRecordAt } from '@/lib/resource-hooks';

/** The record an edit form opens on, asked for before its first render (`app/lazy-page.ts`). */
export const startQueries = startRecordAt(places, {
  idParam: 'itemId',
  paramsOf: ({ id = '' }) => ({ locationId: id }),
});

/** /locations/{id}/items/create[?parent=…] and …/{itemId}/edit: a place's form, under its level's breadcrumbs. */
export default function LocationItemFormPage() {
  const { t } = useTranslation();
  const { id: locationId = '', itemId } = useParams();
  const place = places.useOne({ locationId }, itemId);
  const restores = useRestores();
  const requestedParent = useSearchParams()[0].get('parent') ?? undefined;
  const parentId = itemId ? (place.data?.parent_id ?? undefined) : requestedParent;
  const level = useLocationLevel(locationId, parentId);
  const isPending = level.isPending || (itemId !== undefined && place.isPending);
  const failed = !level.data || (itemId !== undefined && !place.data);

  return (
    <>
      <LocationBreadcrumbs
        trail={level.data?.trail}
        current={place.data?.text ?? t(itemId ? 'pages.locationItems.edit' : 'pages.locationItems.create')}
      />
      <PageTitle />
      {isPending ? (
        <PageLoader />
      ) : failed ? (
        <LoadFailure
          error={level.error ?? place.error}
          fallbackTitle={t('locations.loadFailed')}
          backTo={locationRoutes.list}
          backLabel={t('locations.backToList')}
        />
      ) : (
        <PlaceForm
          key={`${place.data?.id ?? 'new'}:${restores.count}`}
          locationId={locationId}
          parentId={parentId}
          lookupParentId={level.data!.trail.findLast((entry) => entry.place_id)?.place_id ?? null}
          place={place.data}
        />
      )}
      {place.data ? (
        <>
          <RecordHistory namespace="locations" recordId={place.data.id} onRestored={restores.onRestored} />
          <MoveToTrashButton
            namespace="locations"
            path={`/locations/${locationId}/items/${place.data.id}`}
            version={place.data.version}
            name={place.data.text}
            after={locationRoutes.items(locationId, place.data.parent_id)}
          />
        </>
      ) : null}
    </>
  );
}
