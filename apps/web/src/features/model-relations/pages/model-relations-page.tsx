import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  useColumnChoice,
  useListParams,
} from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { useModelRelations } from '../api/get-model-relations';
import { useRelationColumns } from '../components/relation-columns';
import { modelRelationRoutes } from '../routes';

const NO_FILTERS = [] as const;
const ignore = () => undefined;

/**
 * /model_relations: the brands in the brands table's order with their models, searchable by brand or
 * model name, page by page. The API has no sort or filters here, so the headers do not sort.
 */
export default function ModelRelationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams({ filters: NO_FILTERS, defaultSort: 'position' });
  const query = useMemo(
    () => ({ page: list.page, per_page: list.perPage, q: list.q || undefined }),
    [list.page, list.perPage, list.q],
  );
  const relations = useModelRelations(query);
  const columns = useColumnChoice('model-relations', useRelationColumns());
  const page = relations.data;

  return (
    <>
      <PageTitle />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchPlaceholder={t('modelRelations.searchPlaceholder')}
        filters={[]}
        onFilter={ignore}
        columnChoice={columns.choice}
      />
      <DataTable
        label={t('modelRelations.tableLabel')}
        columns={columns.visible}
        rows={page?.items}
        rowKey={(row) => row.brand.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={(row) => navigate(modelRelationRoutes.edit(row.brand.id))}
        isLoading={relations.isPending}
        isFetching={relations.isPlaceholderData}
        error={relations.error?.message}
        emptyText={t('dataTable.empty')}
      />
      {page ? (
        <ListPagination page={list.page} perPage={list.perPage} total={page.total} onChange={list.setPage} />
      ) : null}
    </>
  );
}
