import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { IconList, IconPlayerPlay, IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFeedRunFinished, type Feed } from '@coachyard/contract';
import { DateCell } from '@/components/data-table';
import { useActionResult } from '@/components/use-action-result';
import { adRoutes } from '@/features/advertisements';
import { useCancelFeedRun, useFeedRun, useFeedRuns, useStartFeedRun } from '../api/feed-runs';
import { FEEDS_DOMAIN } from '../result-domain';
import { FeedRunDetails } from './feed-run-details';
import { RunBadges } from './run-badges';
import { runCountsInShort } from './run-summary';

/** A feed's runs: start a dry run or a run, follow the one on screen, and the past runs to look at again. */
export function FeedRunsPanel({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const runs = useFeedRuns(feed.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const shownId = chosenId ?? runs.data?.items[0]?.id ?? null;
  const shown = useFeedRun(feed.id, shownId);
  const start = useStartFeedRun(feed.id);
  const cancel = useCancelFeedRun(feed.id);
  const { fail } = useActionResult(FEEDS_DOMAIN);
  const active = shown.data && !isFeedRunFinished(shown.data.status);
  const reportFailure = (error: Error) => fail(error.message);

  const startRun = (dryRun: boolean) =>
    start.mutate(dryRun, { onSuccess: ({ run }) => setChosenId(run.id), onError: reportFailure });

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconTestPipe size={16} aria-hidden="true" />}
          onClick={() => startRun(true)}
          loading={start.isPending && start.variables}
          disabled={Boolean(active)}
        >
          {t('feeds.runs.startDry')}
        </Button>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          onClick={() => startRun(false)}
          loading={start.isPending && !start.variables}
          disabled={Boolean(active)}
        >
          {t('feeds.runs.start')}
        </Button>
        <Button
          component={Link}
          to={`${adRoutes.list}?${new URLSearchParams({ feed_id: feed.id })}`}
          variant="subtle"
          leftSection={<IconList size={16} aria-hidden="true" />}
        >
          {t('feeds.seeAds')}
        </Button>
      </Group>
      {shown.data ? (
        <FeedRunDetails
          run={shown.data}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate(shown.data.id, { onError: reportFailure })}
        />
      ) : null}
      {runs.data && runs.data.items.length > 0 ? (
        <Paper withBorder p="lg" component="section" aria-labelledby="feed-runs-title">
          <Stack gap="sm">
            <Title order={3} size="h5" id="feed-runs-title">
              {t('feeds.runs.pastTitle')}
            </Title>
            {/* Three columns, the counts wrapping: a phone shows every run's whole row without scrolling. */}
            <Table.ScrollContainer minWidth={300} type="native">
              <Table fz="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('feeds.runs.started')}</Table.Th>
                    <Table.Th scope="col">{t('feeds.runs.summary')}</Table.Th>
                    <Table.Th scope="col">{t('dataTable.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {runs.data.items.map((run) => (
                    <Table.Tr key={run.id} aria-current={run.id === shownId ? 'true' : undefined}>
                      <Table.Td>
                        <Group gap={6}>
                          <DateCell value={run.created_at} />
                          <RunBadges run={run} />
                        </Group>
                      </Table.Td>
                      <Table.Td>{runCountsInShort(run.counts, t)}</Table.Td>
                      <Table.Td>
                        <Button size="compact-sm" variant="subtle" onClick={() => setChosenId(run.id)}>
                          {t('feeds.runs.show')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
