import sharp from 'sharp';
import { sceneSvg } from './photo-scenes.ts';
import { randomSource } from './random-source.ts';

/**
 * Photos that differ the way two real photos of coaches do (issue 27), for the photo hash's tests and the bench's
 * labelled set: a scene drawn from `seed` (photo-scenes.ts) under a camera sensor's grain, which gives the JPEG
 * a camera's fine detail and size; and the variants a copied photo arrives as. Not demo data: demo ads draw
 * their own coaches (modules/advertisements/demo/photos.ts).
 */
export async function samplePhoto(
  seed: number,
  width = 1600,
  height = 1200,
  { quality = 90, grain = 10 }: { quality?: number; grain?: number } = {},
): Promise<Buffer> {
  // Drawn at most 1600 px wide and enlarged: rasterising the SVG's blurs at 12 megapixels takes seconds.
  const drawnWidth = Math.min(width, 1600);
  const drawnHeight = Math.round((height * drawnWidth) / width);
  const scene = await sharp(Buffer.from(sceneSvg(seed, drawnWidth, drawnHeight)))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  // A sensor's grain around zero, taken from the seeded tile at a place of its own: the same photo every run.
  const noise = grainTile();
  const random = randomSource(seed);
  const [offsetX, offsetY] = [random.int(0, GRAIN_TILE - 1), random.int(0, GRAIN_TILE - 1)];
  for (let y = 0, at = 0; y < height; y++) {
    const row = ((y + offsetY) % GRAIN_TILE) * GRAIN_TILE;
    for (let x = 0; x < width; x++) {
      const from = (row + ((x + offsetX) % GRAIN_TILE)) * 3;
      for (let channel = 0; channel < 3; channel++, at++)
        scene[at] = Math.max(0, Math.min(255, scene[at]! + grain * noise[from + channel]!));
    }
  }
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** The side of the grain's tile: prime, so that its repeats fall on no JPEG block's edge. */
const GRAIN_TILE = 1021;
let tile: Float32Array | undefined;

/** Standard normal values from a fixed seed (Box–Muller), drawn once: sharp's own noise differs every run. */
function grainTile() {
  if (tile) return tile;
  const random = randomSource(27);
  tile = new Float32Array(GRAIN_TILE * GRAIN_TILE * 3);
  for (let at = 0; at < tile.length; at += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random.next()));
    const angle = 2 * Math.PI * random.next();
    tile[at] = radius * Math.cos(angle);
    tile[at + 1] = radius * Math.sin(angle);
  }
  return tile;
}

/** A window of `keep` of the photo's area, placed at (`across`, `down`) ∈ [0, 1] of the room left. */
export async function croppedPhoto(photo: Buffer, keep: number, across = 0.5, down = 0.5) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const side = Math.sqrt(keep);
  const cropWidth = Math.round(width * side);
  const cropHeight = Math.round(height * side);
  return sharp(photo)
    .extract({
      left: Math.round((width - cropWidth) * across),
      top: Math.round((height - cropHeight) * down),
      width: cropWidth,
      height: cropHeight,
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** How a copied photo arrives (the list): resized to half, JPEG quality 50, 5 % cropped, 10 % brighter. */
export async function photoVariants(photo: Buffer): Promise<Record<string, Buffer>> {
  const { width = 0 } = await sharp(photo).metadata();
  return {
    half: await sharp(photo)
      .resize({ width: Math.round(width / 2) })
      .jpeg({ quality: 85 })
      .toBuffer(),
    jpeg_q50: await sharp(photo).jpeg({ quality: 50 }).toBuffer(),
    cropped_5pct: await croppedPhoto(photo, 0.95),
    brighter_10pct: await sharp(photo).modulate({ brightness: 1.1 }).jpeg({ quality: 85 }).toBuffer(),
  };
}
