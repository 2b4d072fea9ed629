import { Worker } from 'node:worker_threads';
import type { UploadContentType } from '@coachyard/contract';
import { ImageRejected, type checkImage } from './image-check.ts';

type CheckedImage = Awaited<ReturnType<typeof checkImage>>;

export interface CheckRequest {
  id: number;
  bytes: Uint8Array;
  type: UploadContentType;
  maxPixels: number;
}

export type CheckAnswer = { id: number } & (
  | { checked: Omit<CheckedImage, 'thumbnail'>; thumbnail: Uint8Array }
  | { checked: Omit<CheckedImage, 'thumbnail'>; ownThumbnail: true }
  | { refused: ImageRejected['messageKey'] }
  | { failed: string }
);

/** How long the thread waits for another image before it ends (and gives its memory back). */
const IDLE_MS = 2_000;

// Under tsx (the tests, `npm run dev`) the thread runs the TypeScript source through tsx, as this module is run.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./image-check-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;

interface Waiting {
  bytes: Buffer;
  resolve: (image: CheckedImage) => void;
  reject: (error: Error) => void;
}
const pending = new Map<number, Waiting>();

/** A thread running WORKER_FILE; from source, tsx registered in it first. */
function threadOf() {
  // A small young generation: the thread keeps nothing from one image to the next.
  const options = { resourceLimits: { maxYoungGenerationSizeMb: 4 } };
  if (!fromSource) return new Worker(WORKER_FILE, options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(WORKER_FILE.href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); })`, {
    ...options,
    eval: true,
  });
}

function started() {
  if (worker) return worker;
  const thread = threadOf();
  thread.on('message', settle);
  thread.on('error', (error) => stop(thread, error));
  thread.on('exit', () => stop(thread, new Error('the image check thread ended')));
  thread.unref();
  return (worker = thread);
}

/** Ends the thread once no image came for IDLE_MS; a check asked meanwhile starts another. */
function endWhenIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    const thread = worker;
    worker = undefined;
    void thread?.terminate();
  }, IDLE_MS).unref();
}

function settle(answer: CheckAnswer) {
  const waiting = pending.get(answer.id);
  pending.delete(answer.id);
  if (pending.size === 0) endWhenIdle();
  if (!waiting) return;
  if ('refused' in answer) waiting.reject(new ImageRejected(answer.refused));
  else if ('failed' in answer) waiting.reject(new Error(answer.failed));
  else
    waiting.resolve({
      ...answer.checked,
      // Its own bytes are its thumbnail: the thread said so rather than sending them back.
      thumbnail: 'ownThumbnail' in answer ? waiting.bytes : asBuffer(answer.thumbnail),
    });
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The thread crashed: what it still held fails, and the next check starts another. */
function stop(thread: Worker, error: Error) {
  if (worker !== thread) return;
  worker = undefined;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

/**
 * `checkImage` in a thread of its own: a feed brings thousands of photos, and their fingerprint's arithmetic and
 * sharp's calls held the API's event loop, which the feed's writes (and every other request) wait on
 * (bench/RESULTS.md, issue 28). The same function and answers, its refusals as ImageRejected with their keys. One
 * thread for the process, started by the first image and ended after two idle seconds.
 */
export function checkImageOffThread(
  bytes: Buffer,
  type: UploadContentType,
  maxPixels: number,
): Promise<CheckedImage> {
  clearTimeout(idle);
  const thread = started();
  const id = ++nextId;
  return new Promise<CheckedImage>((resolve, reject) => {
    pending.set(id, { bytes, resolve, reject });
    thread.postMessage({ id, bytes, type, maxPixels } satisfies CheckRequest);
  });
}
