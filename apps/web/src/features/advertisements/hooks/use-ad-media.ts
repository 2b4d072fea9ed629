import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Advertisement } from '@coachyard/contract';
import { useUploadQueue } from '@/components/uploader';
import { useAddMedia, useRemoveMedia, useReorderMedia, useSetCover } from '../api/ad-actions';
import { advertisements } from '../api/resources';
import type { AdEditor } from './use-ad-editor';

/** Moves one id of a list to another place. */
export function moveId(ids: string[], from: number, to: number) {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The media step's behaviour: photos go through the shared uploader (several at once, each with its progress)
 * and are attached to the ad one after the other — every write needs the version the previous one left —
 * then reordered, given the cover, or removed by id. Each answer updates the form state's media list.
 */
export function useAdMedia(
  editor: Pick<AdEditor, 'ad' | 'merge' | 'removeMedia'>,
  onFailure: (error: unknown) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const adId = editor.ad?.id ?? '';
  const add = useAddMedia();
  const reorder = useReorderMedia();
  const cover = useSetCover();
  const remove = useRemoveMedia();
  const { merge, removeMedia } = editor;
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  /** The ad as the last answer left it (the cache holds it): its version is the one to send. */
  const latest = useCallback(
    () => queryClient.getQueryData<Advertisement>(advertisements.keys.one({}, adId)) ?? editor.ad,
    [queryClient, adId, editor.ad],
  );

  // Busy from the moment a write is queued until the last one queued is answered: between two chained writes no
  // mutation is pending, yet the cards are about to move again.
  const [queued, setQueued] = useState(0);

  /** Writes run one at a time, each reading the version the previous one left. */
  const run = useCallback(
    (write: (ad: Advertisement) => Promise<{ data: Advertisement }>) => {
      setQueued((count) => count + 1);
      const next = chain.current.then(async () => {
        try {
          const ad = latest();
          if (!ad) return false;
          merge({ media: (await write(ad)).data.media });
          return true;
        } catch (error) {
          // The next write waits for the ad a stale answer brings, so that it sends that version.
          await onFailure(error);
          return false;
        } finally {
          setQueued((count) => count - 1);
        }
      });
      chain.current = next;
      return next;
    },
    [latest, merge, onFailure],
  );

  /**
   * Photos are attached as their uploads end, which is not always the order they were picked in: once a batch
   * is up, one reorder (only when needed) puts the batch in the picked order, after the photos already there.
   */
  const ordered = useRef(new Set<string>());
  const putInPickedOrder = useCallback(
    (results: { key: string }[]) => {
      // The queue reports every photo it ever uploaded; the batch is the ones not put in order yet, so a
      // reorder the user made meanwhile stands.
      const picked = results.map((result) => result.key).filter((key) => !ordered.current.has(key));
      for (const key of picked) ordered.current.add(key);
      if (picked.length < 2) return;
      void run(async (ad) => {
        const inBatch = (key: string) => picked.includes(key);
        const before = ad.media.filter((item) => !inBatch(item.key));
        const ids = [...before, ...picked.flatMap((key) => ad.media.filter((item) => item.key === key))].map(
          (item) => item.id,
        );
        const unchanged = ids.every((id, index) => ad.media[index]?.id === id);
        let answer = unchanged
          ? { data: ad }
          : await reorder.mutateAsync({ id: ad.id, body: { ids, version: ad.version } });
        // The first photos of an ad: the cover went to whichever arrived first; it belongs to the first picked.
        const [first] = answer.data.media;
        if (before.length === 0 && first && !first.is_cover)
          answer = await cover.mutateAsync({ id: ad.id, mediaId: first.id, version: answer.data.version });
        return answer;
      });
    },
    [run, reorder, cover],
  );
  const uploads = useUploadQueue({ autoStart: true, concurrency: 2, onAllComplete: putInPickedOrder });
  const { enqueue } = uploads;
  const [attached, setAttached] = useState<ReadonlySet<File>>(new Set());
  const addFiles = useCallback(
    (files: File[]) =>
      enqueue(
        files.map((file) => ({
          file,
          namespace: 'advertisements' as const,
          onComplete: ({ key }: { key: string }) =>
            void run((ad) => add.mutateAsync({ id: ad.id, body: { key, version: ad.version } })).then(
              (done) => done && setAttached((before) => new Set(before).add(file)),
            ),
        })),
      ),
    [enqueue, run, add],
  );
  // Once attached a photo shows in the gallery; the queue keeps only what still needs attention.
  const queue = useMemo(
    () => ({ ...uploads, files: uploads.files.filter((entry) => !attached.has(entry.file)) }),
    [uploads, attached],
  );

  const move = useCallback(
    (from: number, to: number) => {
      const ids = (latest()?.media ?? []).map((item) => item.id);
      if (to < 0 || to >= ids.length || from === to) return;
      void run((ad) =>
        reorder.mutateAsync({ id: ad.id, body: { ids: moveId(ids, from, to), version: ad.version } }),
      );
    },
    [latest, run, reorder],
  );
  const makeCover = useCallback(
    (mediaId: string) => void run((ad) => cover.mutateAsync({ id: ad.id, mediaId, version: ad.version })),
    [run, cover],
  );
  const removePhoto = useCallback(
    (mediaId: string) =>
      void run(async (ad) => {
        const answer = await remove.mutateAsync({ id: ad.id, mediaId, version: ad.version });
        removeMedia(mediaId);
        return answer;
      }),
    [run, remove, removeMedia],
  );

  const isBusy = queued > 0;
  return { queue, addFiles, move, makeCover, removePhoto, isBusy };
}
export type AdMedia = ReturnType<typeof useAdMedia>;
