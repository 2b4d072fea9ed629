import { Button, Modal, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActionResult } from './use-action-result';

/** SPEC §2 Result dialog: a green check or a red warning, the text, and a CLOSE button. */
export function ResultDialog({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const { result, reset } = useActionResult(domain);
  const Icon = result.success ? IconCircleCheck : IconAlertTriangle;
  return (
    <Modal.Root opened={result.show} onClose={reset} centered size="sm">
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
            <Text ta="center">{result.content}</Text>
            <Button onClick={reset} fullWidth>
              {t('common.close')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
