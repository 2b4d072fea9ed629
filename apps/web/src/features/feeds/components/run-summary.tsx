import { Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FeedRunCounts, FeedRunSummary } from '@coachyard/contract';
import { DateCell } from '@/components/data-table';
import { RunBadges } from './run-badges';

const COUNT_NAMES: (keyof FeedRunCounts)[] = ['created', 'updated', 'unpublished', 'unchanged', 'failed'];

/** What a run did in short, its counts that are not zero ("12 created · 3 failed"), or that it read no rows. */
export function runCountsInShort(counts: FeedRunCounts, t: TFunction) {
  const said = COUNT_NAMES.filter((name) => counts[name] > 0).map((name) =>
    t(`feeds.lastRun.counts.${name}`, { count: counts[name] }),
  );
  return said.length > 0 ? said.join(' · ') : t('feeds.lastRun.noRows');
}

/** A feed's newest run in the list: its status, when it started and what it did. */
export function LastRunCell({ run }: { run: FeedRunSummary | null }) {
  const { t } = useTranslation();
  if (!run)
    return (
      <Text size="sm" c="dimmed">
        {t('feeds.lastRun.never')}
      </Text>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6}>
        <RunBadges run={run} />
        <DateCell value={run.created_at} />
      </Group>
      {/* The counts wrap rather than widen the list, or run off a phone's card. */}
      <Text size="sm" c="dimmed" maw="18rem" style={{ whiteSpace: 'normal' }}>
        {runCountsInShort(run.counts, t)}
      </Text>
    </Stack>
  );
}
