import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isFeedRunFinished, type FeedRun, type FeedRunCounts, type FeedRunError } from '@coachyard/contract';
import { DateCell } from '@/components/data-table';
import { useActionResult } from '@/components/use-action-result';
import { useDownloadRunErrors } from '../api/feed-runs';
import { FEEDS_DOMAIN } from '../result-domain';
import { RunBadges } from './run-badges';

const COUNTS: (keyof FeedRunCounts)[] = ['created', 'updated', 'unpublished', 'unchanged', 'failed'];
/** A run's row errors, or apart from them its notes, by line and field; nothing when there are none. */
function RowMessages({
  rows,
  caption,
  header,
}: {
  rows: FeedRunError[];
  caption: 'feeds.runs.errorsCaption' | 'feeds.runs.notesCaption';
  header: 'feeds.runs.message' | 'feeds.runs.note';
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Table withTableBorder fz="sm">
      <Table.Caption>{t(caption, { count: rows.length })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('feeds.runs.line')}</Table.Th>
          <Table.Th scope="col">{t('feeds.runs.field')}</Table.Th>
          <Table.Th scope="col">{t(header)}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            <Table.Td>{row.line || t('feeds.runs.wholeFile')}</Table.Td>
            <Table.Td>{row.field ? t(`feeds.targets.${row.field}`, row.field) : '—'}</Table.Td>
            <Table.Td>{row.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The finished run's row errors as a CSV file, to work through in a spreadsheet; nothing when there are none. */
function DownloadErrors({ run }: { run: FeedRun }) {
  const { t } = useTranslation();
  const download = useDownloadRunErrors();
  const { fail } = useActionResult(FEEDS_DOMAIN);
  if (!isFeedRunFinished(run.status) || run.errors.length === 0) return null;
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={download.isPending}
        onClick={() => download.mutate(run, { onError: (error) => fail(error.message) })}
      >
        {t('feeds.runs.downloadErrors')}
      </Button>
    </Group>
  );
}

/**
 * One run: a progress bar and Cancel while it goes on; when done, what it did (or, dry, would do) in counts, and
 * the rows it refused with their line, field and message, and apart from them its notes on the ads it wrote.
 */
export function FeedRunDetails({
  run,
  onCancel,
  cancelling,
}: {
  run: FeedRun;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation();
  const finished = isFeedRunFinished(run.status);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="feed-run-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id="feed-run-title">
            {t(run.dry_run ? 'feeds.runs.dryTitle' : 'feeds.runs.realTitle')} ·{' '}
            <DateCell value={run.created_at} />
          </Title>
          <RunBadges run={run} />
        </Group>
        {finished ? null : (
          <Group gap="md" wrap="nowrap">
            <Progress
              value={100}
              animated
              striped
              flex={1}
              aria-label={t('feeds.runs.progress', { count: run.progress })}
            />
            <Button variant="default" color="red" onClick={onCancel} loading={cancelling}>
              {t('feeds.runs.cancel')}
            </Button>
          </Group>
        )}
        <Text size="sm" aria-live="polite">
          {t('feeds.runs.progress', { count: run.progress })}
        </Text>
        <SimpleGrid
          cols={{ base: 2, sm: 5 }}
          spacing="xs"
          role="list"
          aria-label={t('feeds.runs.countsLabel')}
        >
          {COUNTS.map((name) => (
            <Paper key={name} withBorder p="xs" role="listitem">
              <Text size="xs" c="dimmed">
                {t(`feeds.runs.counts.${name}`)}
              </Text>
              <Text fw={700} size="lg">
                {run.counts[name]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <RowMessages rows={run.errors} caption="feeds.runs.errorsCaption" header="feeds.runs.message" />
        <DownloadErrors run={run} />
        <RowMessages rows={run.notes} caption="feeds.runs.notesCaption" header="feeds.runs.note" />
      </Stack>
    </Paper>
  );
}
