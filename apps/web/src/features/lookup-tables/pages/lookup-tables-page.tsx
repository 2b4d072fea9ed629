import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { PageTitle } from '@/components/page-title';
import { useActiveToggle } from '@/components/entry-list';
import { lookupTables } from '../api/resources';
import { useLookupTableColumns } from '../components/lookup-table-columns';
import { LOOKUP_FILTERS, LookupList } from '../components/lookup-list';
import { LOOKUP_DOMAIN } from '../result-domain';
import { useLookupPrivileges } from '../hooks/use-lookup-privileges';
import { lookupRoutes } from '../routes';

/** /lookup-tables: every lookup table, searchable, filterable, sortable, with Active switched in place. */
export default function LookupTablesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useLookupPrivileges();
  const list = useListParams({ filters: LOOKUP_FILTERS, defaultSort: 'name' });
  const tables = lookupTables.useList({}, list.query);
  const toggle = useActiveToggle(lookupTables.usePatch({}).mutateAsync, LOOKUP_DOMAIN);
  const columns = useLookupTableColumns(toggle, canUpdate);

  return (
    <>
      <PageTitle>
        {canCreate ? (
          <CreateLink to={lookupRoutes.createLookupTable}>{t('lookupTables.create')}</CreateLink>
        ) : null}
      </PageTitle>
      <LookupList
        listKey="lookup-tables"
        label={t('lookupTables.tableLabel')}
        list={list}
        page={tables.data}
        isLoading={tables.isPending}
        isFetching={tables.isPlaceholderData}
        error={tables.error}
        columns={columns}
        onOpen={(row) => navigate(lookupRoutes.editLookupTable(row.id))}
      />
    </>
  );
}
