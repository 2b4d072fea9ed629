import { Button, FileButton, Stack } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { UPLOAD_CONTENT_TYPES } from '@coachyard/contract';
import { UploadQueueList, useUploadQueue, type UploadedImage } from '@/components/uploader';

const ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

/**
 * One JPEG or PNG sent at once through the platform's signed upload (namespace `content`), with its progress,
 * error and retry; `onUploaded` hears the key the item stores. The server checks the image when the item is saved.
 */
export function ImageUpload({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: UploadedImage) => void;
}) {
  const queue = useUploadQueue({ autoStart: true, concurrency: 1 });
  const pick = (file: File | null) => {
    if (!file) return;
    queue.files.forEach((queued) => queue.remove(queued.id));
    queue.enqueue([{ file, namespace: 'content', onComplete: onUploaded }]);
  };
  return (
    <Stack gap="xs">
      <FileButton onChange={pick} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            loading={queue.isUploading}
            leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <UploadQueueList queue={queue} />
    </Stack>
  );
}
