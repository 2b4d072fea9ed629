import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';
import { useEventLabels } from './event-labels';

interface RestoreDialogProps {
  event: AuditEvent | null;
  onConfirm: () => void;
  onClose: () => void;
  isRestoring: boolean;
  /** Why the last attempt failed (a 409 says the record changed meanwhile). */
  error: string | null;
}

/** Asks before a restore, since it writes a new version of the record over the current one. */
export function RestoreDialog({ event, onConfirm, onClose, isRestoring, error }: RestoreDialogProps) {
  const { t } = useTranslation();
  const { actorLabel } = useEventLabels();
  const when = event
    ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(event.occurred_at),
      )
    : '';
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={t('audit.restoreTitle')}
      closeButtonProps={{ 'aria-label': t('audit.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{event ? t('audit.restoreQuestion', { when, actor: actorLabel(event) }) : null}</Text>
        {error ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('audit.cancel')}
          </Button>
          <Button color="grape" onClick={onConfirm} loading={isRestoring}>
            {t('audit.restoreConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
