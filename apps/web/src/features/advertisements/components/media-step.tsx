import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADVERTISEMENT_LIMITS } from '@coachyard/contract';
import { UploadQueueList } from '@/components/uploader';
import { useFormSettings } from '@/features/settings';
import type { AdEditor } from '../hooks/use-ad-editor';
import { useAdMedia } from '../hooks/use-ad-media';
import { MediaGallery } from './media-gallery';
import { PhotoDrop } from './photo-drop';

/** Step `media`: drop or pick many photos, watch each upload, then order them, choose the cover, remove. */
export function MediaStep({ editor }: { editor: AdEditor }) {
  const { t } = useTranslation();
  const media = useAdMedia(editor, editor.showFailure);
  const photos = editor.state.data.media;
  // The Listings setting in force; the server checks it again on every photo.
  const photosMax = useFormSettings().data?.listings.photos_per_ad ?? ADVERTISEMENT_LIMITS.photosMax;
  const left = Math.max(0, photosMax - photos.length - media.queue.files.length);
  return (
    <Stack gap="md">
      <PhotoDrop onFiles={media.addFiles} disabled={left === 0} left={left} />
      <UploadQueueList queue={media.queue} />
      <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
        <Text size="sm">{t('adMedia.orderHint')}</Text>
      </Alert>
      <MediaGallery media={photos} actions={media} />
    </Stack>
  );
}
