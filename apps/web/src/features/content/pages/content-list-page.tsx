import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES, CONTENT_TYPES, LANGUAGES, type ContentListItem } from '@coachyard/contract';
import { CreateLink } from '@/components/create-link';
import {
  DataTable,
  ListPagination,
  ListToolbar,
  useColumnChoice,
  useListParams,
  useListScreen,
} from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { ResultDialog } from '@/components/result-dialog';
import { useActionResult } from '@/components/use-action-result';
import { isApiError } from '@/lib/api-client';
import { useBulkContentStatus } from '../api/bulk-content-status';
import { useContentList } from '../api/resources';
import { useContentColumns } from '../components/content-columns';
import { useContentPrivileges } from '../hooks/use-content-privileges';
import { contentRoutes } from '../routes';

const FILTERS = ['type', 'status', 'status_language'] as const;
export const CONTENT_DOMAIN = 'content';

/** /content: every item with its state per language; search, filters in the URL, sort, bulk publishing. */
export default function ContentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canCreate, canUpdate } = useContentPrivileges();
  const list = useListParams({ filters: FILTERS, defaultSort: '-updated_at' });
  const content = useContentList(list.query);
  const screen = useListScreen(list, content, { onOpen: (row) => navigate(contentRoutes.edit(row.id)) });
  const columns = useColumnChoice('content', useContentColumns());
  const bulk = useBulkContentStatus();
  const { succeed, fail } = useActionResult(CONTENT_DOMAIN);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const choices = (values: readonly string[], label: (value: string) => string) => [
    { value: '', label: t('dataTable.any') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  const runBulk = (action: 'publish' | 'unpublish') =>
    bulk.mutate(
      {
        ids: [...selected],
        action,
        ...(list.filters.status_language ? { languages: [list.filters.status_language as never] } : {}),
      },
      {
        onSuccess: (response) => {
          setSelected(new Set());
          succeed(response.successMessage ?? '');
        },
        onError: (error) => fail(isApiError(error) ? error.detail : error.message),
      },
    );

  return (
    <>
      <PageTitle>
        {canCreate ? <CreateLink to={contentRoutes.create}>{t('content.create')}</CreateLink> : null}
      </PageTitle>
      <ListToolbar
        columnChoice={columns.choice}
        {...screen.toolbar}
        searchPlaceholder={t('content.searchPlaceholder')}
        filters={[
          {
            name: 'type',
            label: t('content.fields.type'),
            value: list.filters.type ?? '',
            options: choices(CONTENT_TYPES, (value) => t(`content.types.${value}`)),
          },
          {
            name: 'status',
            label: t('content.fields.status'),
            value: list.filters.status ?? '',
            options: choices([...CONTENT_STATUSES, 'missing'], (value) => t(`content.states.${value}`)),
          },
          {
            name: 'status_language',
            label: t('content.fields.statusLanguage'),
            value: list.filters.status_language ?? '',
            options: choices(LANGUAGES, (value) => t(`translationForm.languageNames.${value}`)),
          },
        ]}
        onFilter={(name, value) => list.setFilter(name as (typeof FILTERS)[number], value)}
      />
      {canUpdate && selected.size ? (
        <Group gap="sm" my="sm" role="group" aria-label={t('content.bulk.label')}>
          <Text size="sm">{t('content.bulk.selected', { count: selected.size })}</Text>
          <Button size="xs" loading={bulk.isPending} onClick={() => runBulk('publish')}>
            {t('content.bulk.publish')}
          </Button>
          <Button size="xs" variant="default" loading={bulk.isPending} onClick={() => runBulk('unpublish')}>
            {t('content.bulk.unpublish')}
          </Button>
        </Group>
      ) : null}
      <DataTable<ContentListItem>
        label={t('content.tableLabel')}
        columns={columns.visible}
        {...screen.table}
        selection={
          canUpdate
            ? {
                selected,
                onChange: (keys, isSelected) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    for (const key of keys) {
                      if (isSelected) next.add(key);
                      else next.delete(key);
                    }
                    return next;
                  }),
                rowLabel: (row) => t('content.bulk.selectRow', { title: row.title }),
                allLabel: t('content.bulk.selectAll'),
              }
            : undefined
        }
      />
      {screen.pagination ? <ListPagination {...screen.pagination} /> : null}
      <ResultDialog domain={CONTENT_DOMAIN} />
    </>
  );
}
