import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@coachyard/contract';
import { useOpenedAfterMount } from '@/components/deferred-dialog';

/** The conflict dialog itself, loaded the first time a save meets one (`conflict-dialog.tsx`). */
export default function ConflictModal({
  opened,
  conflict,
  onSettle,
}: {
  opened: boolean;
  conflict: ContentItem | null;
  onSettle: (choice: 'theirs' | 'mine' | 'both') => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
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
