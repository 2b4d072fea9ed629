import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { PageTitle } from '@/components/page-title';
import { CsvActions, ImportReport, useActiveToggle, useCsvImport } from '@/components/entry-list';
import { useExportItems } from '../api/export-items';
import { useImportItems } from '../api/import-items';
import { lookupItems } from '../api/resources';
import { useItemColumns } from '../components/item-columns';
import { LookupBreadcrumbs } from '../components/lookup-breadcrumbs';
import { LOOKUP_FILTERS, LookupList } from '../components/lookup-list';
import { LOOKUP_DOMAIN } from '../result-domain';
import { useLookupPrivileges } from '../hooks/use-lookup-privileges';
import { lookupRoutes } from '../routes';

/**
 * /lookup-tables/{id}/items: the items of a table, or the children of an item when {id} is an item
 * (Countries → Türkiye → its provinces), with the breadcrumb trail and CSV export/import.
 */
export default function ItemsPage() {
  const { id: containerId = '' } = useParams();
  // A new container is a new screen: no import report or pending switch carries over from the last one.
  return <ItemsScreen key={containerId} containerId={containerId} />;
}

function ItemsScreen({ containerId }: { containerId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useLookupPrivileges();
  const list = useListParams({ filters: LOOKUP_FILTERS, defaultSort: 'position' });
  const items = lookupItems.useList({ containerId }, list.query);
  const toggle = useActiveToggle(lookupItems.usePatch({ containerId }).mutateAsync, LOOKUP_DOMAIN);
  const csvImport = useCsvImport(useImportItems(containerId));
  const exportItems = useExportItems(containerId);
  const columns = useItemColumns(containerId, toggle, canUpdate);
  const container = items.data?.trail.at(-1);

  return (
    <>
      <LookupBreadcrumbs trail={items.data?.trail} />
      <PageTitle>
        {canCreate ? (
          <CreateLink to={lookupRoutes.createItem(containerId)}>{t('lookupItems.create')}</CreateLink>
        ) : null}
      </PageTitle>
      <LookupList
        listKey="lookup-items"
        label={
          container ? t('lookupItems.tableLabel', { name: container.text }) : t('pages.lookupItems.list')
        }
        list={list}
        page={items.data}
        isLoading={items.isPending}
        isFetching={items.isPlaceholderData}
        error={items.error}
        columns={columns}
        onOpen={(row) => navigate(lookupRoutes.editItem(containerId, row.id))}
        actions={
          <CsvActions
            exportItems={exportItems}
            csvImport={csvImport}
            canImport={canCreate && canUpdate}
            domain={LOOKUP_DOMAIN}
          />
        }
        notice={<ImportReport csvImport={csvImport} />}
      />
    </>
  );
}
