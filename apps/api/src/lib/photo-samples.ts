import sharp from 'sharp';
import { randomSource } from './random-source.ts';

/**
 * Photos that differ the way two real photos do (issue 27), for the photo hash's tests and the bench's labelled
 * set: a smooth field of colour with shapes in front, all drawn from `seed`; and the variants a copied photo
 * arrives as. Not demo data: demo ads draw coaches (modules/advertisements/demo/photos.ts).
 */
export async function samplePhoto(seed: number, width = 1600, height = 1200): Promise<Buffer> {
  const random = randomSource(seed);
  const channel = () => Math.floor(random.next() * 256);
  const grid = Buffer.from(Array.from({ length: 8 * 6 * 3 }, channel));
  const field = await sharp(grid, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .png()
    .toBuffer();
  const shapes = Array.from({ length: 12 }, () => {
    const x = Math.round(random.next() * width);
    const y = Math.round(random.next() * height);
    const w = Math.round((0.03 + random.next() * 0.25) * width);
    const h = Math.round((0.04 + random.next() * 0.25) * height);
    const turn = Math.round(random.next() * 40 - 20);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="rgb(${channel()},${channel()},${channel()})" transform="rotate(${turn} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`;
  return sharp(field)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 90 })
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
