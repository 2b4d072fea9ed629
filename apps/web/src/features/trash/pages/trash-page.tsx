import { Button, Group, NativeSelect } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination, ListToolbar } from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { RestoreOutcome } from '../components/restore-outcome';
import { TrashTable } from '../components/trash-table';
import { useTrashList } from '../hooks/use-trash-list';

/** /trash (ADMIN): every namespace's deleted rows in one list, restored one by one or together. */
export default function TrashPage() {
  const { t } = useTranslation();
  const list = useTrashList();
  const namespaces = list.trash.data?.namespaces ?? [];
  return (
    <>
      <PageTitle />
      <ListToolbar
        search={list.params.q}
        onSearch={list.params.setSearch}
        searchPlaceholder={t('trash.searchPlaceholder')}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('trash.columns.namespace')}
            value={list.params.filters.namespace ?? ''}
            onChange={(event) => list.params.setFilter('namespace', event.currentTarget.value)}
            data={[
              { value: '', label: t('trash.allNamespaces') },
              ...namespaces.map((namespace) => ({
                value: namespace,
                label: t(`trash.namespaces.${namespace}`, { defaultValue: namespace }),
              })),
            ]}
          />
          <Button
            leftSection={<IconRestore size={16} aria-hidden="true" />}
            disabled={list.selectedRows.length === 0}
            loading={list.restoring}
            onClick={() => list.restore(list.selectedRows)}
          >
            {t('trash.restoreSelected', { count: list.selectedRows.length })}
          </Button>
        </Group>
      </ListToolbar>
      {list.outcome && <RestoreOutcome results={list.outcome} labelOf={list.labelOf} />}
      <TrashTable list={list} />
      <ListPagination
        page={list.params.page}
        perPage={list.params.perPage}
        total={list.trash.data?.total ?? 0}
        onChange={list.params.setPage}
      />
    </>
  );
}
