import { useId, useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { InlineLoader } from '@/components/page-loader';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { isApiError } from '@/lib/api-client';
import { useRecordHistory } from '../api/get-record-history';
import { useRestoreRecord } from '../api/restore-record';
import { EventCard } from './event-card';
import { RestoreDialog } from './restore-dialog';

export interface RecordHistoryPanelProps {
  /** The namespace the record's module registered its history under (e.g. `advertisements`). */
  namespace: string;
  recordId: string;
  /** Called once a restore is saved and the screen's queries were asked again: the form reloads the record. */
  onRestored?: () => void;
}

/**
 * The History section of an edit screen: the record's events, newest first, loaded when opened. An ADMIN
 * restores the record as it was after any earlier event, after confirming; a 409 (changed meanwhile) says so
 * and shows the history as it is now.
 */
export default function RecordHistoryPanel({ namespace, recordId, onRestored }: RecordHistoryPanelProps) {
  const { t } = useTranslation();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(namespace, recordId, open);
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
      setRestored(response.successMessage ?? t('audit.restored'));
      close();
      onRestored?.();
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
    <Stack component="section" gap="sm" mt="xl" aria-labelledby={`${regionId}-title`}>
      <Title order={2} size="h4" id={`${regionId}-title`}>
        {t('audit.historyTitle')}
      </Title>
      <Button
        variant="light"
        leftSection={<IconHistory size={18} aria-hidden="true" />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={regionId}
        w="fit-content"
      >
        {open ? t('audit.hideHistory') : t('audit.showHistory')}
      </Button>
      <div id={regionId} hidden={!open}>
        {restored ? (
          <Alert color="teal" role="status" mb="sm" withCloseButton onClose={() => setRestored(null)}>
            {restored}
          </Alert>
        ) : null}
        {!open ? null : history.isPending ? (
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
      </div>
      <RestoreDialog
        event={chosen}
        onConfirm={confirm}
        onClose={close}
        isRestoring={restore.isPending}
        error={error}
      />
    </Stack>
  );
}
