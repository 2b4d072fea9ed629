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
import { startRecordAt } from '@/lib/resource-hooks';

/** The record an edit form opens on, asked for before its first render (`app/lazy-page.ts`). */
export const startQueries = startRecordAt(lookupTables);

/** /lookup-tables/create and /lookup-tables/{id}/edit: the Translation form of a table. */
export default function LookupTableFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const table = lookupTables.useOne({}, id);
  const restores = useRestores();
  const trail = table.data ? [{ kind: 'collection' as const, ...table.data }] : undefined;

  return (
    <>
      <LookupBreadcrumbs
        trail={trail}
        current={t(id ? 'pages.lookupTables.edit' : 'pages.lookupTables.create')}
      />
      <PageTitle />
      {id && table.isPending ? (
        <PageLoader />
      ) : id && !table.data ? (
        <LoadFailure
          error={table.error}
          fallbackTitle={t('lookupTables.loadFailed')}
          backTo={lookupRoutes.list}
          backLabel={t('lookupTables.backToList')}
        />
      ) : (
        <LookupForm
          key={`${table.data?.id ?? 'new'}:${restores.count}`}
          target={{ owner: 'table' }}
          entry={table.data}
          cancelTo={lookupRoutes.list}
        />
      )}
      {table.data ? (
        <>
          <RecordHistory
            namespace="lookup-tables"
            recordId={table.data.id}
            onRestored={restores.onRestored}
          />
          <MoveToTrashButton
            namespace="lookup-tables"
            path={`/collections/${table.data.id}`}
            version={table.data.version}
            name={table.data.name}
            after={lookupRoutes.list}
          />
        </>
      ) : null}
    </>
  );
}
