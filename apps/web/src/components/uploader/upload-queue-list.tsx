import { Suspense, lazy } from 'react';
import { withChunkTimeout } from '@/app/lazy-page';
import type { UploadQueue } from './use-upload-queue';

const QueuedFiles = lazy(() => withChunkTimeout(import('./queued-files')));

/**
 * The files of an upload queue: name, thumbnail, progress, the file's own error, Retry and Remove. Its code
 * (Mantine's Avatar and Progress among it) is downloaded when the first file is queued: a form that shows an
 * upload button need not pay for a list that is empty until then.
 */
export function UploadQueueList({ queue }: { queue: UploadQueue }) {
  if (queue.files.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <QueuedFiles queue={queue} />
    </Suspense>
  );
}
