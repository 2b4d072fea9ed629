import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { LoadFailure } from '@/components/load-failure';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { lookupTables } from '../api/resources';
import { LookupBreadcrumbs } from '../components/lookup-breadcrumbs';
import { LookupForm } from '../components/lookup-form';
import { lookupRoutes } from '../routes';

/** /lookup-tables/create and /lookup-tables/{id}/edit: the Translation form of a table. */
export default function CollectionFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const collection = lookupTables.useOne({}, id);
  const restores = useRestores();
  const trail = collection.data ? [{ kind: 'collection' as const, ...collection.data }] : undefined;

  return (
    <>
      <LookupBreadcrumbs
        trail={trail}
        current={t(id ? 'pages.lookupTables.edit' : 'pages.lookupTables.create')}
      />
      <PageTitle />
      {id && collection.isPending ? (
        <PageLoader />
      ) : id && !collection.data ? (
        <LoadFailure
          error={collection.error}
          fallbackTitle={t('lookupTables.loadFailed')}
          backTo={lookupRoutes.list}
          backLabel={t('lookupTables.backToList')}
        />
      ) : (
        <LookupForm
          key={`${collection.data?.id ?? 'new'}:${restores.count}`}
          target={{ owner: 'collection' }}
          entry={collection.data}
          cancelTo={lookupRoutes.list}
        />
      )}
      {collection.data ? (
        <>
          <RecordHistory
            namespace="lookup-tables"
            recordId={collection.data.id}
            onRestored={restores.onRestored}
          />
          <MoveToTrashButton
            namespace="lookup-tables"
            path={`/collections/${collection.data.id}`}
            version={collection.data.version}
            name={collection.data.name}
            after={lookupRoutes.list}
          />
        </>
      ) : null}
    </>
  );
}
