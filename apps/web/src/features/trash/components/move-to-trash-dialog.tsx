import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/components/deferred-dialog';

export interface MoveToTrashDialogProps {
  opened: boolean;
  name: string;
  deleting: boolean;
  /** Why the last attempt was refused: changed meanwhile, or still in use (the API says by how many rows). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a record goes to the trash; loaded on its first opening. */
export default function MoveToTrashDialog({
  opened,
  name,
  deleting,
  error,
  onConfirm,
  onClose,
}: MoveToTrashDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('trash.move.title', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('trash.move.question')}</Text>
        {error ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {t('trash.move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
