import { useState } from 'react';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_STATUSES, LIMITS, type AdvertisementStatus } from '@coachyard/contract';
import { DeferredSelect } from '@/components/deferred-select';
import { useActionResult } from '@/components/use-action-result';
import { useBulkStatus } from '../api/bulk-status';
import { AD_DOMAIN } from '../hooks/ad-domain';

interface BulkActionsProps {
  selected: ReadonlySet<string>;
  onDone: () => void;
}

/** Moves the selected ads to one status; the API allows or refuses each on its own, and the dialog says how many. */
export function BulkActions({ selected, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const bulk = useBulkStatus();
  const { succeed, fail } = useActionResult(AD_DOMAIN);
  const [status, setStatus] = useState<AdvertisementStatus | null>(null);
  const [reason, setReason] = useState('');
  if (selected.size === 0) return null;
  const needsReason = status === 'rejected';
  const ready = status && (!needsReason || reason.trim().length >= LIMITS.nameMin);

  const apply = async () => {
    if (!status) return;
    try {
      const result = await bulk.mutateAsync({
        ids: [...selected],
        status,
        reason: needsReason ? reason.trim() : undefined,
      });
      const text = t('ads.bulk.result', { succeeded: result.succeeded, failed: result.failed });
      if (result.failed === 0) succeed(text);
      else fail(`${text} ${result.results.find((item) => !item.ok)?.error?.message ?? ''}`.trim());
      onDone();
    } catch (error) {
      fail((error as Error).message);
    }
  };

  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      bg="var(--mantine-color-blue-light)"
      component="section"
      aria-label={t('ads.bulk.label')}
    >
      <Group gap="sm" align="flex-end">
        <Text size="sm" fw={500} role="status">
          {t('ads.bulk.selected', { count: selected.size })}
        </Text>
        <DeferredSelect
          label={t('ads.bulk.moveTo')}
          data={ADVERTISEMENT_STATUSES.map((value) => ({ value, label: t(`ads.statuses.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as AdvertisementStatus | null)}
          w={200}
        />
        {needsReason ? (
          <TextInput
            label={t('adStatus.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            w={260}
          />
        ) : null}
        <Button onClick={() => void apply()} disabled={!ready} loading={bulk.isPending}>
          {t('ads.bulk.apply')}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {t('ads.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
