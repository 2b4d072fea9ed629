import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { translateMessage } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';
import { checkImageFile } from './check-image-file';
import type { QueuedUpload, UploadItem, UploadedImage } from './types';
import { uploadImage } from './upload-image';

export interface UploadQueueOptions {
  /** Upload each file as soon as it is enqueued (or retried), instead of waiting for start(). */
  autoStart?: boolean;
  /** How many files travel at once. */
  concurrency?: number;
  /** After a run, with every file of the queue uploaded so far. */
  onAllComplete?(results: UploadedImage[]): void;
}

interface Entry extends QueuedUpload {
  item: UploadItem;
}

let sequence = 0;
const nextId = () => `upload-${(sequence += 1)}`;

/** jsdom and old browsers have no object URLs: a thumbnail is a nicety, not a requirement. */
const objectUrlOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** SPEC §4: a file's error goes to its own onError, or is logged when it has none. */
function report(item: UploadItem, error: Error) {
  if (item.onError) item.onError(error);
  else console.error(`Upload of ${item.file.name} failed`, error);
}

/** Runs `work` over `entries`, at most `limit` at a time. */
async function pool<T>(entries: T[], limit: number, work: (entry: T) => Promise<void>) {
  const waiting = [...entries];
  const lane = async () => {
    for (let entry = waiting.shift(); entry !== undefined; entry = waiting.shift()) await work(entry);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, waiting.length)) }, lane));
}

const toPublic = ({ item: _item, ...file }: Entry): QueuedUpload => file;
const resultsOf = (entries: Entry[]) =>
  entries.flatMap((entry) => (entry.status === 'done' && entry.result ? [entry.result] : []));

/**
 * A pool of images to upload (SPEC §4 Uploads): files are checked and queued, then uploaded together
 * (or at once with autoStart), each with its own progress, error, retry and removal.
 */
export function useUploadQueue({
  autoStart = false,
  concurrency = 3,
  onAllComplete,
}: UploadQueueOptions = {}) {
  // The ref is the truth an async run reads; the state re-renders whoever shows the queue.
  const entries = useRef<Entry[]>([]);
  const [files, setFiles] = useState<Entry[]>([]);
  const latest = useRef({ autoStart, concurrency, onAllComplete });
  useEffect(() => {
    latest.current = { autoStart, concurrency, onAllComplete };
  });

  const commit = useCallback((next: Entry[]) => {
    entries.current = next;
    setFiles(next);
  }, []);
  const patch = useCallback(
    (id: string, changes: Partial<Entry>) =>
      commit(entries.current.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry))),
    [commit],
  );

  const uploadOne = useCallback(
    async ({ id, item }: Entry) => {
      patch(id, { status: 'uploading', progress: 0, error: undefined });
      try {
        const result = await uploadImage({
          ...item,
          onProgress: (percent) => {
            patch(id, { progress: percent });
            item.onProgress?.(percent);
          },
          onError: (error) => report(item, error),
        });
        patch(id, { status: 'done', progress: 100, result });
      } catch (error) {
        patch(id, { status: 'error', error: (error as Error).message });
      }
    },
    [patch],
  );

  const start = useCallback(async () => {
    const waiting = entries.current.filter((entry) => entry.status === 'queued');
    // Marked at once, so that a second start() meanwhile does not send them again.
    for (const entry of waiting) patch(entry.id, { status: 'uploading', progress: 0 });
    await pool(waiting, latest.current.concurrency, uploadOne);
    const results = resultsOf(entries.current);
    latest.current.onAllComplete?.(results);
    return results;
  }, [patch, uploadOne]);

  const enqueue = useCallback(
    (items: UploadItem[]) => {
      const added = items.map((item): Entry => {
        const problem = checkImageFile(item.file);
        const error = problem ? translateMessage(problem, currentLanguage()) : undefined;
        if (error) report(item, new Error(error));
        return {
          id: nextId(),
          item,
          file: item.file,
          name: item.file.name,
          previewUrl: problem ? '' : objectUrlOf(item.file),
          status: error ? 'error' : 'queued',
          progress: 0,
          error,
        };
      });
      commit([...entries.current, ...added]);
      if (latest.current.autoStart) void start();
    },
    [commit, start],
  );

  const retry = useCallback(
    (id: string) => {
      patch(id, { status: 'queued', progress: 0, error: undefined });
      if (latest.current.autoStart) void start();
    },
    [patch, start],
  );

  const remove = useCallback(
    (id: string) => {
      const entry = entries.current.find((candidate) => candidate.id === id);
      if (entry) revoke(entry.previewUrl);
      commit(entries.current.filter((candidate) => candidate.id !== id));
    },
    [commit],
  );

  // The object URLs die with the queue.
  useEffect(() => () => entries.current.forEach((entry) => revoke(entry.previewUrl)), []);

  const publicFiles = useMemo(() => files.map(toPublic), [files]);
  return {
    files: publicFiles,
    enqueue,
    start,
    retry,
    remove,
    isUploading: files.some((file) => file.status === 'uploading'),
  };
}
export type UploadQueue = ReturnType<typeof useUploadQueue>;
