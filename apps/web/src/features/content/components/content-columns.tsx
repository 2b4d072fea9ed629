import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentListItem } from '@coachyard/contract';
import { DateCell, type DataColumn } from '@/components/data-table';
import { contentRoutes } from '../routes';
import { LanguageStates } from './language-states';

/** The list's columns (issue 16): title, type, category, state per language, updated, author. */
export function useContentColumns(): DataColumn<ContentListItem>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'title',
      header: t('content.fields.title'),
      sortField: 'title',
      truncate: 19,
      text: (row) => row.title,
      cell: (row) => (
        <Anchor component={Link} to={contentRoutes.edit(row.id)} size="sm" fw={500}>
          {/* A title in another script than the screen's (an English page in Arabic) keeps its own direction. */}
          <bdi>{row.title}</bdi>
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: t('content.fields.type'),
      sortField: 'type',
      cell: (row) => t(`content.types.${row.type}`),
    },
    {
      key: 'category',
      header: t('content.fields.category'),
      truncate: 11,
      text: (row) => row.category?.text ?? '',
      // An element, which the clipped cell shortens with an ellipsis (plain text would run into the next cell).
      cell: (row) => <span>{row.category?.text ?? '—'}</span>,
    },
    {
      key: 'states',
      header: t('content.fields.languages'),
      cell: (row) => <LanguageStates states={row.states} outdated={row.outdated_languages} />,
    },
    {
      key: 'updated_at',
      header: t('content.fields.updated'),
      sortField: 'updated_at',
      cell: (row) => <DateCell value={row.updated_at} />,
    },
    { key: 'author', header: t('content.fields.author'), cell: (row) => row.author?.name ?? '—' },
  ];
}
