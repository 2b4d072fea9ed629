import { Button, Group, Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveMediaUrl } from '@/lib/media';
import { usePreview } from './use-preview';

/** SPEC §2 Image preview: opens when show is true and there is a url; the image at full width. */
export function ImagePreviewModal() {
  const { t } = useTranslation();
  const { show, url, close } = usePreview();
  return (
    <Modal
      opened={show && Boolean(url)}
      onClose={close}
      title={t('preview.title')}
      size="xl"
      centered
      withCloseButton={false}
    >
      {url ? <Image src={resolveMediaUrl(url)} alt={t('preview.imageAlt')} w="100%" radius="sm" /> : null}
      <Group justify="flex-end" mt="md">
        <Button color="red" onClick={close}>
          {t('preview.close')}
        </Button>
      </Group>
    </Modal>
  );
}
