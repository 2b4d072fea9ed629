import { useEffect, useRef, useState } from 'react';
import { DELAYS_MS, translateMessage, type MessageKey } from '@coachyard/contract';
import { currentLanguage } from '@/lib/i18n';
import { checkImageFile, useUploadQueue } from '@/components/uploader';

/** SPEC §7: profile pictures go up under a random name; the server picks the stored key anyway. */
const randomName = (file: File) =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}.${file.type === 'image/png' ? 'png' : 'jpg'}`;

/**
 * The User form's photo (SPEC §2, §4): picking one shows "preparing…" for 1 s, then its preview;
 * Replace picks another, Remove drops it. Nothing leaves the browser until the user is saved: then
 * `commit` uploads the chosen photo and says what the user's profile_picture becomes.
 */
export function useProfilePhoto(savedUrl: string | null) {
  const queue = useUploadQueue({ concurrency: 1 });
  const [preparing, setPreparing] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const failure = useRef<Error | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const chosen = queue.files.at(-1);
  const clearQueue = () => queue.files.forEach((file) => queue.remove(file.id));

  const pick = (file: File | null) => {
    if (!file) return;
    const check = checkImageFile(file);
    setProblem(check);
    if (check) return;
    clearQueue();
    queue.enqueue([
      { file, filename: randomName(file), namespace: 'user', onError: (error) => (failure.current = error) },
    ]);
    setPreparing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPreparing(false), DELAYS_MS.photoPreview);
  };

  const remove = () => {
    clearTimeout(timer.current);
    clearQueue();
    setPreparing(false);
    setProblem(null);
    setRemoved(true);
  };

  /** After a save: the photo shown is the saved one again. */
  const reset = () => {
    clearQueue();
    setProblem(null);
    setRemoved(false);
  };

  /** Uploads a chosen photo: its key, null when the saved one was removed, undefined when unchanged. */
  const commit = async (): Promise<string | null | undefined> => {
    if (chosen?.result) return chosen.result.key;
    if (chosen) {
      failure.current = null;
      if (chosen.status === 'error') queue.retry(chosen.id);
      const [result] = await queue.start();
      if (!result) throw failure.current ?? new Error(translateMessage('errors.internal', currentLanguage()));
      return result.key;
    }
    return removed && savedUrl ? null : undefined;
  };

  const previewUrl = preparing ? null : chosen?.previewUrl || (removed ? null : savedUrl);
  return {
    queue,
    preparing,
    previewUrl,
    hasPhoto: Boolean(previewUrl) || preparing,
    /** A picked file refused before anything was sent (a message key). */
    problem,
    /** Shown while the photo travels, and when it failed (with its error and Retry). */
    showQueue: chosen?.status === 'uploading' || chosen?.status === 'error',
    pick,
    remove,
    reset,
    commit,
  };
}
export type ProfilePhoto = ReturnType<typeof useProfilePhoto>;
