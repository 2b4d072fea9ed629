import { Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination, ListToolbar } from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { RestoreOutcome } from '../components/restore-outcome';
import { TrashTable, useTrashColumns } from '../components/trash-table';
import { useTrashList } from '../hooks/use-trash-list';

/** /trash (ADMIN): every namespace's deleted rows in one list, restored one by one or together. */
export default function TrashPage() {
  const { t } = useTranslation();
  const list = useTrashList();
  const namespaces = list.trash.data?.namespaces ?? [];
  const columns = useTrashColumns(list);
  return (
    <>
      <PageTitle />
      <ListToolbar
        search={list.params.q}
        onSearch={list.params.setSearch}
        searchPlaceholder={t('trash.searchPlaceholder')}
        filters={[
          {
            name: 'namespace',
            label: t('trash.columns.namespace'),
            value: list.params.filters.namespace ?? '',
            options: namespaces.map((namespace) => ({
              value: namespace,
              label: t(`trash.namespaces.${namespace}`, { defaultValue: namespace }),
            })),
          },
        ]}
        onFilter={(_name, value) => list.params.setFilter('namespace', value)}
        columnChoice={columns.choice}
      >
        <Button
          leftSection={<IconRestore size={16} aria-hidden="true" />}
          disabled={list.selectedRows.length === 0}
          loading={list.restoring}
          onClick={() => list.restore(list.selectedRows)}
        >
          {t('trash.restoreSelected', { count: list.selectedRows.length })}
        </Button>
      </ListToolbar>
      {list.outcome && <RestoreOutcome results={list.outcome} labelOf={list.labelOf} />}
      <TrashTable list={list} columns={columns.visible} />
      <ListPagination
        page={list.params.page}
        perPage={list.params.perPage}
        total={list.trash.data?.total ?? 0}
        onChange={list.params.setPage}
      />
    </>
  );
}
