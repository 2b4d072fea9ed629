import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedRun } from '@coachyard/contract';

// Apart from the run's details: the feeds list shows the badges, not the details' table, progress and grid
// (about 5 kB gzip, issue 30's screen budget).

const STATUS_COLORS: Record<FeedRun['status'], string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** A run's status and whether it was a dry one, as badges. */
export function RunBadges({ run }: { run: Pick<FeedRun, 'status' | 'dry_run'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={STATUS_COLORS[run.status]} variant="light">
        {t(`feeds.runs.statuses.${run.status}`)}
      </Badge>
      <Badge color={run.dry_run ? 'violet' : 'dark'} variant="outline">
        {t(run.dry_run ? 'feeds.runs.dry' : 'feeds.runs.real')}
      </Badge>
    </Group>
  );
}
