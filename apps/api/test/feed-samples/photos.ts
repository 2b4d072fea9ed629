import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { stockNumberOf } from './vehicles.ts';

/**
 * The photo `photo` of a feed vehicle: a 6×4 field of colours taken from the sha-256 of the vehicle, the photo and
 * its revision, scaled up smoothly to 400×300. Every photo of every vehicle differs (in its bytes and its
 * perceptual hash), and one costs a scale and a JPEG encode, cheap enough for a feed of 50,000 photos.
 */
export async function feedPhoto(stockNumber: string, photo: number, revision = 0): Promise<Buffer> {
  const name = `${stockNumber}/${photo}/${revision}`;
  const colours = Buffer.concat(
    [0, 1, 2].map((part) => createHash('sha256').update(`${name}/${part}`).digest()),
  ).subarray(0, 6 * 4 * 3);
  return sharp(colours, { raw: { width: 6, height: 4, channels: 3 } })
    .resize(400, 300, { kernel: 'cubic', fit: 'fill' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Changes with the drawing above, so photos kept from an older drawing are not served as this one's. */
const DRAWING = 2;

/**
 * feedPhoto, kept as files under `directory` once drawn: the bench draws its 50,000 photos once per machine, so
 * it measures the fetching, not the drawing.
 */
export function photosKeptIn(directory: string) {
  return async (stockNumber: string, photo: number, revision = 0): Promise<Buffer> => {
    const file = path.join(directory, `${stockNumber}-${photo}-${revision}.${DRAWING}.jpg`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;
    const drawn = await feedPhoto(stockNumber, photo, revision);
    await mkdir(directory, { recursive: true });
    await writeFile(file, drawn);
    return drawn;
  };
}

/**
 * Draws (once per machine: they are kept) every photo of a feed of `vehicles` × `photos` into `directory`, four
 * at a time as sharp's threads allow, so a bench's clock measures the import and not the drawing.
 */
export async function drawFeedPhotos(directory: string, vehicles: number, photos: number) {
  const keep = photosKeptIn(directory);
  let drawing = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let index = drawing++; index < vehicles * photos; index = drawing++)
        await keep(stockNumberOf(Math.floor(index / photos)), (index % photos) + 1);
    }),
  );
}
