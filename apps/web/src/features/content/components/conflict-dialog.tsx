import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@coachyard/contract';

/** A stale save (409): someone saved first. Take their text, put mine over it, or keep both sides' text. */
export function ConflictDialog({
  conflict,
  onSettle,
}: {
  conflict: ContentItem | null;
  onSettle: (choice: 'theirs' | 'mine' | 'both') => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => onSettle('theirs')}
      title={t('content.conflict.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">
        {t('content.conflict.body', {
          name: conflict?.author?.name ?? t('content.conflict.someone'),
          version: conflict?.version,
        })}
      </Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={() => onSettle('theirs')}>
          {t('content.conflict.theirs')}
        </Button>
        <Button variant="default" onClick={() => onSettle('both')}>
          {t('content.conflict.both')}
        </Button>
        <Button color="red" onClick={() => onSettle('mine')}>
          {t('content.conflict.mine')}
        </Button>
      </Group>
    </Modal>
  );
}
