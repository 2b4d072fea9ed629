// The thread `checkImageOffThread` (image-check-thread.ts) runs: each message is one image to check, each answer
// its check or the message key of its refusal.
import { parentPort } from 'node:worker_threads';
import { checkImage, ImageRejected } from './image-check.ts';
import type { CheckRequest, CheckAnswer } from './image-check-thread.ts';

parentPort!.on('message', async ({ id, bytes, type, maxPixels }: CheckRequest) => {
  const image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let answer: CheckAnswer;
  try {
    const { thumbnail, ...checked } = await checkImage(image, type, maxPixels);
    // A photo that is its own thumbnail goes back as a flag, not as a second copy of its bytes.
    answer = thumbnail === image ? { id, checked, ownThumbnail: true } : { id, checked, thumbnail };
  } catch (error) {
    answer =
      error instanceof ImageRejected
        ? { id, refused: error.messageKey }
        : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
