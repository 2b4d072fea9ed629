import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListParams, startListAt } from '@/components/data-table';
import { CreateLink } from '@/components/create-link';
import { PageTitle } from '@/components/page-title';
import { useActiveToggle } from '@/components/entry-list';
import { lookupTables } from '../api/resources';
import { useLookupTableColumns } from '../components/lookup-table-columns';
import { LOOKUP_FILTERS, LookupList } from '../components/lookup-list';
import { LOOKUP_DOMAIN } from '../result-domain';
import { useLookupPrivileges } from '../hooks/use-lookup-privileges';
import { lookupRoutes } from '../routes';

const TABLE_LIST = { filters: LOOKUP_FILTERS, defaultSort: 'name' };

/** The page the list opens on, asked for before its first render (`lazy-page.ts`). */
export const startQueries = startListAt(lookupTables, TABLE_LIST);

/** /lookup-tables: every lookup table, searchable, filterable, sortable, with Active switched in place. */
export default function LookupTablesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useLookupPrivileges();
  const list = useListParams(TABLE_LIST);
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
