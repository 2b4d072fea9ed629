import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from './deferred-dialog';
import type { ActionResult } from './use-action-result';

interface ResultModalProps {
  opened: boolean;
  result: ActionResult;
  onClose: () => void;
}

/** The Result dialog itself, loaded on its first opening (`result-dialog.tsx`). */
export default function ResultModal({ opened, result, onClose }: ResultModalProps) {
  const { t } = useTranslation();
  const Icon = result.success ? IconCircleCheck : IconAlertTriangle;
  return (
    <Modal.Root opened={useOpenedAfterMount(opened)} onClose={onClose} centered size="sm">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="xl">
          <Stack align="center" gap="md">
            <ThemeIcon color={result.success ? 'green' : 'red'} variant="light" size={64} radius="xl">
              <Icon size={40} aria-hidden="true" />
            </ThemeIcon>
            <VisuallyHidden>
              <Modal.Title>{result.success ? t('result.success') : t('result.failure')}</Modal.Title>
            </VisuallyHidden>
            <Text ta="center" style={{ whiteSpace: 'pre-line' }}>
              {result.content}
            </Text>
            <Button onClick={onClose} fullWidth>
              {t('common.close')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
