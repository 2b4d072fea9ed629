import '@mantine/core/styles/ScrollArea.css';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FEED_REQUIRED_FIELDS,
  FEED_TARGET_FIELDS,
  type Feed,
  type FeedTargetField,
} from '@coachyard/contract';
import { PageLoader } from '@/components/page-loader';
import { useFeedPreview, useFeedSuggestions } from '../api/feed-runs';
import { useFeedMapping } from '../hooks/use-feed-mapping';
import { FeedPreviewTable } from './feed-preview-table';

const REQUIRED = new Set<FeedTargetField>(FEED_REQUIRED_FIELDS);

/**
 * The mapping screen: the feed's first rows beside the advertisement's fields, a column picked for each; then the
 * lookup values no item is known for, each with the items it most resembles, to accept into the value mappings.
 */
export function FeedMapping({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const preview = useFeedPreview(feed.id);
  const mapped = FEED_REQUIRED_FIELDS.every((field) => feed.field_mapping[field]);
  const suggestions = useFeedSuggestions(feed.id, mapped);
  const items = suggestions.data?.items ?? [];
  const mapping = useFeedMapping(feed, items);

  if (preview.isPending) return <PageLoader />;
  if (!preview.data)
    return (
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {preview.error?.message}
      </Alert>
    );
  const columns = preview.data.columns.map((column) => ({ value: column, label: column }));

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('feeds.mapping.previewTitle')}
          </Title>
          <FeedPreviewTable preview={preview.data} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="feed-mapping-columns">
        <Stack gap="sm">
          <Title order={2} size="h4" id="feed-mapping-columns">
            {t('feeds.mapping.columnsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('feeds.mapping.columnsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {FEED_TARGET_FIELDS.map((field) => (
              <Select
                key={field}
                label={t(`feeds.targets.${field}`)}
                required={REQUIRED.has(field)}
                placeholder={t('feeds.mapping.notInFeed')}
                data={columns}
                searchable
                clearable
                clearButtonProps={{
                  'aria-label': t('feeds.mapping.clear', { field: t(`feeds.targets.${field}`) }),
                }}
                value={mapping.columnOf(field)}
                onChange={(column) => mapping.setColumn(field, column)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {items.length > 0 ? (
        <Paper withBorder p="lg" component="section" aria-labelledby="feed-mapping-values">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="feed-mapping-values">
                {t('feeds.mapping.valuesTitle')}
              </Title>
              <Button variant="light" onClick={mapping.acceptBest}>
                {t('feeds.mapping.acceptBest')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('feeds.mapping.valuesHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {items.map((item) => (
                <Select
                  key={`${item.field}:${item.value}`}
                  label={t('feeds.mapping.valueOf', {
                    field: t(`feeds.targets.${item.field}`),
                    value: item.value,
                  })}
                  placeholder={t('feeds.mapping.noItem')}
                  data={item.suggestions.map((suggestion) => ({
                    value: suggestion.id,
                    label: suggestion.name,
                  }))}
                  clearable
                  clearButtonProps={{ 'aria-label': t('feeds.mapping.clear', { field: item.value }) }}
                  value={mapping.choiceOf(item)}
                  onChange={(id) => mapping.choose(item, id)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void mapping.save()} loading={mapping.isSaving}>
          {t('feeds.mapping.save')}
        </Button>
      </Group>
    </Stack>
  );
}
