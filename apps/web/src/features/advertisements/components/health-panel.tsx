import { useEffect, useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { InlineLoader } from '@/components/page-loader';
import { useTranslation } from 'react-i18next';
import { useFormSettings } from '@/features/settings';
import { useSignalsPreview } from '../api/signals';
import type { AdEditor } from '../hooks/use-ad-editor';
import { toPreview } from '../hooks/ad-form-values';
import { HealthChecks } from './health-checks';
import { HealthLabel } from './health-badge';

/** Long enough that typing a word asks once, short enough that the score follows the dealer's pause. */
const TYPING_PAUSE_MS = 400;

/** `value` once it has stayed the same for `ms` (Mantine's useDebouncedValue is 0.5 kB gzip of this form). */
function useSettled<T>(value: T, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The ad's health while it is being edited, before it is saved (issue 27): score, band and each check's advice,
 * asked for again when the dealer pauses typing. The score is announced politely as it changes.
 */
export function HealthPanel({ editor }: { editor: AdEditor }) {
  const { t } = useTranslation();
  // Watching every field re-renders the panel on each change; the values are then read whole.
  useWatch({ control: editor.form.control });
  // Compared as text, so a render with the same values asks nothing.
  const draft = JSON.stringify(toPreview(editor.form.getValues(), editor.ad?.id));
  const settled = useSettled(draft, TYPING_PAUSE_MS);
  const preview = useSignalsPreview(JSON.parse(settled));
  const minimum = useFormSettings().data?.listings.min_submit_score;
  const health = preview.data?.health;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="health-panel-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="health-panel-title">
            {t('ads.health.panelTitle')}
          </Title>
          {preview.isFetching ? <InlineLoader size="xs" label={t('ads.health.updating')} /> : null}
        </Group>
        <div role="status" aria-live="polite">
          {health ? (
            <Group gap="xs">
              <Text fw={700} size="xl" dir="ltr">
                {health.score}
              </Text>
              <HealthLabel score={health.score} />
            </Group>
          ) : preview.isError ? (
            <Text size="sm">{t('ads.health.unavailable')}</Text>
          ) : null}
        </div>
        {minimum !== undefined ? (
          <Text size="sm" c="dimmed">
            {t('ads.health.minimum', { minimum })}
          </Text>
        ) : null}
        {health ? <HealthChecks checks={health.checks} label={t('ads.health.checks')} /> : null}
      </Stack>
    </Paper>
  );
}
