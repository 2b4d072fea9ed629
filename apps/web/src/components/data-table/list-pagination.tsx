import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}

/** "26–50 of 249" and the page buttons, each with a spoken name. */
export function ListPagination({ page, perPage, total, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('dataTable.range', { from, to, total })}
      </Text>
      {pages > 1 ? (
        <nav aria-label={t('dataTable.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            size="sm"
            withEdges
            getItemProps={(item) => ({
              'aria-label': t('dataTable.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': t(`dataTable.${control}Page`),
              // The screens' [ and ] shortcuts (features/shortcuts) press these.
              'data-shortcut': control,
            })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
