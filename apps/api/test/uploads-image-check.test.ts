import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  uploadsTestFile,
  UPLOADS_TEST_MAX_BYTES as MAX_BYTES,
  jpegBytes,
  pngBytes,
  pngDeclaring,
} from './uploads-support.ts';
import { checkImage, ImageRejected } from '../src/modules/uploads/image-check.ts';
import { checkImageOffThread } from '../src/modules/uploads/image-check-thread.ts';

// The bytes behind a key: only a JPEG or PNG within the limits becomes an image.

const file = uploadsTestFile();
const { message, put, uploaded, statusOf, media } = file;

describe('bytes that are not a JPEG or PNG within limits', () => {
  const disguised: [string, Buffer][] = [
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    ],
    [
      'an SVG image',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
    ],
  ];
  for (const [what, bytes] of disguised) {
    it(`refuses ${what} renamed to .png, deletes it and retires its key`, async () => {
      const signature = await uploaded(file.dealer, bytes, {
        filename: 'innocent.png',
        content_type: 'image/png',
      });
      expect((await media(signature.key)).statusCode).toBe(200);

      const response = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
      expect((await media(signature.key)).statusCode).toBe(404);
      expect(await statusOf(signature.key)).toBe('rejected');

      const retry = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
      expect(retry.json().error.fields).toEqual({ profile_picture: [message('upload.key_invalid')] });
      const reupload = await put(signature.upload.url, await pngBytes(), 'image/png');
      expect(reupload.statusCode).toBe(400);
    });
  }

  it('refuses a PNG uploaded for a JPEG key (the bytes decide, not the name)', async () => {
    const signature = await uploaded(file.dealer, await pngBytes());
    const response = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpegBytes(800, 600);
    const signature = await uploaded(file.dealer, whole.subarray(0, Math.floor(whole.length / 2)));
    const response = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.not_an_image')] });
    expect((await media(signature.key)).statusCode).toBe(404);
  });

  it('refuses a pixel flood (a tiny PNG of 20000×20000) without decoding it, and deletes it', async () => {
    const flood = pngDeclaring(20_000, 20_000);
    expect(flood.length).toBeLessThan(MAX_BYTES);
    const meta = await sharp(flood, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);

    const signature = await uploaded(file.dealer, flood, {
      filename: 'flood.png',
      content_type: 'image/png',
    });
    const started = Date.now();
    const response = await file.t.accept(file.dealer, { key: signature.key, namespace: 'user' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ profile_picture: [message('upload.too_many_pixels')] });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await media(signature.key)).statusCode).toBe(404);
  });
});

describe("a photo's JPEG thumbnail", () => {
  it('is a JPEG of at most 480 px, a transparent PNG shown on white', async () => {
    const transparent = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await checkImage(transparent, 'image/png', 40_000_000);
    const thumbnail = await sharp(image.thumbnail).raw().toBuffer({ resolveWithObject: true });
    expect([thumbnail.info.width, thumbnail.info.height]).toEqual([480, 360]);
    expect((await sharp(image.thumbnail).metadata()).format).toBe('jpeg');
    expect(thumbnail.data.every((value) => value > 250)).toBe(true);
    expect([image.width, image.height]).toEqual([800, 600]);
  });
});

describe('the size a photo is shown at', () => {
  it('is its upright size, whether the check decoded it whole or shrunk it', async () => {
    const photoOf = (width: number, height: number, orientation: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
        .jpeg()
        .withMetadata({ orientation })
        .toBuffer();
    // Decoded whole (within 640 px: no header read of its own) and shrunk to 640 px (its size from the header).
    for (const [width, height] of [
      [400, 300],
      [1600, 1200],
    ] as const) {
      const upright = await checkImage(await photoOf(width, height, 1), 'image/jpeg', 40_000_000);
      expect([upright.width, upright.height]).toEqual([width, height]);
      const turned = await checkImage(await photoOf(width, height, 6), 'image/jpeg', 40_000_000);
      expect([turned.width, turned.height]).toEqual([height, width]);
      const thumbnail = await sharp(turned.thumbnail).metadata();
      expect(thumbnail.width).toBeLessThan(thumbnail.height);
    }
  });
});

describe('a photo checked in the check thread (a feed’s photos)', () => {
  it('answers what the check on the calling thread answers, and refuses what it refuses, with the same key', async () => {
    const photoOf = (width: number, height: number, quality: number) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality })
        .toBuffer();
    // Its own thumbnail (400×300), one re-encoded (1600×1200), and a PNG.
    const photos: [Buffer, 'image/jpeg' | 'image/png'][] = [
      [await photoOf(400, 300, 80), 'image/jpeg'],
      [await photoOf(1600, 1200, 90), 'image/jpeg'],
      [await pngBytes(), 'image/png'],
    ];
    for (const [bytes, type] of photos) {
      const [here, there] = await Promise.all([
        checkImage(bytes, type, 40_000_000),
        checkImageOffThread(bytes, type, 40_000_000),
      ]);
      expect(there).toEqual(here);
    }
    const truncated = (await photoOf(800, 600, 80)).subarray(0, 2_000);
    const refusals = await Promise.allSettled([
      checkImageOffThread(Buffer.from('<!doctype html><html></html>'), 'image/jpeg', 40_000_000),
      checkImageOffThread(pngDeclaring(20_000, 20_000), 'image/png', 40_000_000),
      checkImageOffThread(truncated, 'image/jpeg', 40_000_000),
    ]);
    expect(refusals.map((outcome) => outcome.status === 'rejected' && outcome.reason)).toEqual([
      new ImageRejected('upload.not_an_image'),
      new ImageRejected('upload.too_many_pixels'),
      new ImageRejected('upload.not_an_image'),
    ]);
  });
});
