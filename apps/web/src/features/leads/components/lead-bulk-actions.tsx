import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadBulkAction, Namespace } from '@coachyard/contract';
import { useActionResult } from '@/components/use-action-result';
import { useSession } from '@/lib/auth';
import { useBulkLeads } from '../api/bulk-leads';
import { LEADS_DOMAIN } from './lead-drawer';

interface LeadBulkActionsProps {
  namespace: Namespace;
  selected: ReadonlySet<string>;
  onDone: () => void;
}

/** Archive, mark as spam or take the selected leads; the dialog says how many were done and why others were not. */
export function LeadBulkActions({ namespace, selected, onDone }: LeadBulkActionsProps) {
  const { t } = useTranslation();
  const me = useSession().user?.id;
  const bulk = useBulkLeads(namespace);
  const { succeed, fail } = useActionResult(LEADS_DOMAIN);
  if (selected.size === 0) return null;
  const run = (action: Omit<LeadBulkAction, 'ids'>) =>
    bulk.mutate(
      { ids: [...selected], ...action },
      {
        onSuccess: (result) => {
          const text = t('leads.bulk.result', {
            updated: result.updated.length,
            skipped: result.skipped.length,
          });
          if (result.skipped.length === 0) succeed(text);
          else fail(`${text} ${result.skipped[0]!.message}`);
          onDone();
        },
        onError: (error) => fail(error.message),
      },
    );
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      bg="var(--mantine-color-blue-light)"
      component="section"
      aria-label={t('leads.bulk.label')}
    >
      <Group gap="sm">
        <Text size="sm" fw={500} role="status">
          {t('leads.bulk.selected', { count: selected.size })}
        </Text>
        {me ? (
          <Button
            size="xs"
            variant="default"
            loading={bulk.isPending}
            onClick={() => run({ action: 'assign', assignee_id: me })}
          >
            {t('leads.assignToMe')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          loading={bulk.isPending}
          onClick={() => run({ action: 'archive' })}
        >
          {t('leads.archive')}
        </Button>
        <Button size="xs" variant="default" loading={bulk.isPending} onClick={() => run({ action: 'spam' })}>
          {t('leads.markSpam')}
        </Button>
      </Group>
    </Paper>
  );
}
