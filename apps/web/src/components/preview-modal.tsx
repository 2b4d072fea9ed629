import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveMediaUrl } from '@/lib/media';
import { useOpenedAfterMount } from './deferred-dialog';

interface PreviewModalProps {
  opened: boolean;
  url: string;
  onClose: () => void;
}

/** The Image preview itself, loaded on its first opening (`image-preview-modal.tsx`). */
export default function PreviewModal({ opened, url, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      title={t('preview.title')}
      size="xl"
      centered
      withCloseButton={false}
    >
      {url ? <Image src={resolveMediaUrl(url)} alt={t('preview.imageAlt')} w="100%" radius="sm" /> : null}
      <Group justify="flex-end" mt="md">
        <Button color="red" onClick={onClose}>
          {t('preview.close')}
        </Button>
      </Group>
    </Modal>
  );
}
