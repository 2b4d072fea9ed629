import sharp from 'sharp';
import { sceneSvg } from './photo-scenes.ts';

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
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: grain },
    },
  })
    .raw()
    .toBuffer();
  // Grain added around zero, as a sensor's noise is.
  for (let at = 0; at < scene.length; at++)
    scene[at] = Math.max(0, Math.min(255, scene[at]! + noise[at]! - 128));
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
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
