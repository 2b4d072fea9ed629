import { ActionIcon, Group } from '@mantine/core';
import { IconPlayerPlay, IconTestPipe } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFeedRunFinished, type FeedListItem } from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { useStartFeedRun } from '../api/feed-runs';
import { FEEDS_DOMAIN } from '../result-domain';
import { feedRoutes } from '../routes';

/**
 * A list row's dry run and run, without opening the feed first: the run starts, and its Runs tab opens on it to
 * follow its progress. While the feed's newest run goes on, neither can start another.
 */
export function FeedRunActions({ feed }: { feed: FeedListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartFeedRun(feed.id);
  const { fail } = useActionResult(FEEDS_DOMAIN);
  const busy = Boolean(feed.last_run && !isFeedRunFinished(feed.last_run.status));
  const startRun = (dryRun: boolean) =>
    start.mutate(dryRun, {
      onSuccess: () => navigate(feedRoutes.runs(feed.id)),
      onError: (error) => fail(error.message),
    });
  const action = (dryRun: boolean) => (
    <ActionIcon
      variant="subtle"
      color={dryRun ? 'violet' : undefined}
      aria-label={t(dryRun ? 'feeds.listActions.dryRunOf' : 'feeds.listActions.runOf', { name: feed.name })}
      onClick={() => startRun(dryRun)}
      loading={start.isPending && start.variables === dryRun}
      disabled={busy || start.isPending}
    >
      {dryRun ? (
        <IconTestPipe size={18} aria-hidden="true" />
      ) : (
        <IconPlayerPlay size={18} aria-hidden="true" />
      )}
    </ActionIcon>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {action(true)}
      {action(false)}
    </Group>
  );
}
