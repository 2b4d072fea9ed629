import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { LoadFailure } from '@/components/load-failure';
import { RecordHistory, useRestores } from '@/features/audit';
import { MoveToTrashButton } from '@/features/trash';
import { lookupItems, useItemContainer } from '../api/resources';
import { LookupBreadcrumbs } from '../components/lookup-breadcrumbs';
import { LookupForm } from '../components/lookup-form';
import { lookupRoutes } from '../routes';
import { startRecordAt } from '@/lib/resource-hooks';

/** The record an edit form opens on, asked for before its first render (`app/lazy-page.ts`). */
export const startQueries = startRecordAt(lookupItems, {
  idParam: 'itemId',
  paramsOf: ({ id = '' }) => ({ containerId: id }),
});

/**
 * /lookup-tables/{id}/items/create and …/{itemId}/edit: the same Translation form for an item of a
 * table, or for a child of an item when {id} is an item.
 */
export default function ItemFormPage() {
  const { t } = useTranslation();
  const { id: containerId = '', itemId } = useParams();
  const container = useItemContainer(containerId);
  const item = lookupItems.useOne({ containerId }, itemId);
  const restores = useRestores();
  const isPending = container.isPending || (itemId !== undefined && item.isPending);
  const failed = !container.data || (itemId !== undefined && !item.data);

  return (
    <>
      <LookupBreadcrumbs
        trail={container.data?.trail}
        current={item.data?.text ?? t(itemId ? 'pages.lookupItems.edit' : 'pages.lookupItems.create')}
      />
      <PageTitle />
      {isPending ? (
        <PageLoader />
      ) : failed ? (
        <LoadFailure
          error={container.error ?? item.error}
          fallbackTitle={t('lookupTables.loadFailed')}
          backTo={lookupRoutes.list}
          backLabel={t('lookupTables.backToList')}
        />
      ) : (
        <LookupForm
          key={`${item.data?.id ?? 'new'}:${restores.count}`}
          target={{ owner: 'item', containerId }}
          entry={item.data}
          richText={container.data?.table.rich_text === 1}
          cancelTo={lookupRoutes.items(containerId)}
        />
      )}
      {item.data ? (
        <>
          <RecordHistory namespace="lookup-tables" recordId={item.data.id} onRestored={restores.onRestored} />
          <MoveToTrashButton
            namespace="lookup-tables"
            path={`/collections/${containerId}/items/${item.data.id}`}
            version={item.data.version}
            name={item.data.name}
            after={lookupRoutes.items(containerId)}
          />
        </>
      ) : null}
    </>
  );
}
