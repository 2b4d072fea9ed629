import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  useColumnChoice,
  useListParams,
  useListScreen,
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
  const screen = useListScreen(list, relations, {
    rowKey: (row) => row.brand.id,
    onOpen: (row) => navigate(modelRelationRoutes.edit(row.brand.id)),
  });

  return (
    <>
      <PageTitle />
      <ListToolbar
        {...screen.toolbar}
        searchPlaceholder={t('modelRelations.searchPlaceholder')}
        filters={[]}
        onFilter={ignore}
        columnChoice={columns.choice}
      />
      <DataTable label={t('modelRelations.tableLabel')} columns={columns.visible} {...screen.table} />
      {screen.pagination ? <ListPagination {...screen.pagination} /> : null}
    </>
  );
}
