import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModelRelation } from '@coachyard/contract';
import { EditLink, type DataColumn } from '@/components/data-table';
import { modelRelationRoutes } from '../routes';

/** How many model names a row shows before "+N more": enough to recognise the brand, short enough for one line. */
const SHOWN_MODELS = 4;

function ModelSummary({ models }: { models: ModelRelation['models'] }) {
  const { t } = useTranslation();
  if (!models.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('modelRelations.noModels')}
      </Text>
    );
  }
  const rest = models.length - SHOWN_MODELS;
  return (
    <Group gap={6}>
      {models.slice(0, SHOWN_MODELS).map((model) => (
        <Badge key={model.id} variant="light" color="gray" tt="none" fw={500}>
          {model.text}
        </Badge>
      ))}
      {rest > 0 ? (
        <Text size="sm" c="dimmed">
          {t('modelRelations.moreModels', { rest })}
        </Text>
      ) : null}
    </Group>
  );
}

/** Columns of the model relations list (issue 5): the brand, how many models, the first of them. */
export function useRelationColumns(): DataColumn<ModelRelation>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'brand',
      header: t('modelRelations.columns.brand'),
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {row.brand.text}
          </Text>
          {row.brand.is_active ? null : (
            <Badge size="sm" variant="light" color="gray">
              {t('modelRelations.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'count',
      header: t('modelRelations.columns.modelCount'),
      align: 'end',
      shrink: true,
      cell: (row) => row.models.length,
    },
    {
      key: 'models',
      header: t('modelRelations.columns.models'),
      cell: (row) => <ModelSummary models={row.models} />,
    },
    {
      key: 'actions',
      header: t('dataTable.actions'),
      shrink: true,
      cell: (row) => (
        <EditLink
          to={modelRelationRoutes.edit(row.brand.id)}
          label={t('modelRelations.editOf', { name: row.brand.text })}
        />
      ),
    },
  ];
}
