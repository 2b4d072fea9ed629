import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { InlineLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useRecordHistory } from '../api/get-record-history';
import { useRestoreRecord } from '../api/restore-record';
import { EventCard } from './event-card';
import { RestoreDialog } from './restore-dialog';

export interface HistoryEventsProps {
  /** The namespace the record's module registered its history under (e.g. `advertisements`). */
  namespace: string;
  recordId: string;
  /** Whether the history is on screen: it is read only then. */
  enabled: boolean;
  /**
   * Called with the server's message once a restore is saved and the screen's queries were asked again: the
   * form reloads the record.
   */
  onRestored?: (message: string) => void;
}

/**
 * A record's events, newest first, each with what it changed. Whoever may restore puts the record back as it
 * was after any earlier event, after confirming; a 409 (changed meanwhile) says so and shows the history as it
 * is now. The History section of edit screens and the history drawer of settings, content and menus show it.
 */
export default function HistoryEvents({ namespace, recordId, enabled, onRestored }: HistoryEventsProps) {
  const { t } = useTranslation();
  const history = useRecordHistory(namespace, recordId, enabled);
  const restore = useRestoreRecord(namespace, recordId);
  const [chosen, setChosen] = useState<AuditEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);

  const close = () => {
    setChosen(null);
    setError(null);
  };
  const confirm = async () => {
    if (!chosen || !history.data) return;
    try {
      const response = await restore.mutateAsync({ event_id: chosen.id, version: history.data.version });
      const message = response.successMessage ?? t('audit.restored');
      setRestored(message);
      close();
      onRestored?.(message);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === 409
          ? t('audit.restoreConflict')
          : isApiError(failure)
            ? failure.detail
            : t('audit.restoreFailed'),
      );
    }
  };

  return (
    <>
      {restored ? (
        <Alert color="teal" role="status" mb="sm" withCloseButton onClose={() => setRestored(null)}>
          {restored}
        </Alert>
      ) : null}
      {!enabled ? null : history.isPending ? (
        <InlineLoader size="sm" label={t('audit.loading')} />
      ) : isApiError(history.error) && history.error.status === 404 ? (
        // A record the trail has never seen (a brand whose models were never saved) has no history yet.
        <Text c="dimmed">{t('audit.noEvents')}</Text>
      ) : history.error ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          {history.error.message}
        </Alert>
      ) : history.data.events.length === 0 ? (
        <Text c="dimmed">{t('audit.noEvents')}</Text>
      ) : (
        <Stack gap="sm">
          {history.data.events.map((event, index) => (
            <EventCard
              key={event.id}
              event={event}
              names={history.data.names}
              actions={
                history.data.can_restore && index > 0 ? (
                  <Button size="xs" variant="outline" color="grape" onClick={() => setChosen(event)}>
                    {t('audit.restoreThis')}
                  </Button>
                ) : null
              }
            />
          ))}
        </Stack>
      )}
      <RestoreDialog
        event={chosen}
        onConfirm={confirm}
        onClose={close}
        isRestoring={restore.isPending}
        error={error}
      />
    </>
  );
}

export { HistoryEvents };
