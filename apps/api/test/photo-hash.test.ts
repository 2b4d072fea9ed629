import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BLURRED_BELOW,
  bandsOf,
  decodePhoto,
  fingerprintDecoded,
  FINGERPRINT_DECODE,
  fingerprintPhoto,
  hammingDistance,
  SAME_PHOTO_DISTANCE,
} from '../src/lib/photo-hash.ts';
import { photoVariants, samplePhoto } from '../src/lib/photo-samples.ts';

describe('the perceptual hash of a photo', () => {
  it('finds a photo again resized, re-encoded, lightly cropped or brightened, and tells others apart', async () => {
    const photos = await Promise.all([1, 2, 3].map((seed) => samplePhoto(seed)));
    const hashes = await Promise.all(photos.map(async (photo) => (await fingerprintPhoto(photo)).hash));
    for (const [index, photo] of photos.entries()) {
      for (const [variant, bytes] of Object.entries(await photoVariants(photo))) {
        const distance = hammingDistance(hashes[index]!, (await fingerprintPhoto(bytes)).hash);
        expect(distance, `${variant} of photo ${index}`).toBeLessThanOrEqual(SAME_PHOTO_DISTANCE);
      }
    }
    expect(hammingDistance(hashes[0]!, hashes[1]!)).toBeGreaterThan(SAME_PHOTO_DISTANCE);
    expect(hammingDistance(hashes[1]!, hashes[2]!)).toBeGreaterThan(SAME_PHOTO_DISTANCE);
  });

  it('measures the size as shown and finds a blurred photo blurred', async () => {
    const photo = await samplePhoto(4, 1600, 1200);
    const sharpOne = await fingerprintPhoto(photo);
    const blurred = await fingerprintPhoto(await sharp(photo).blur(6).jpeg().toBuffer());
    expect(sharpOne).toMatchObject({ width: 1600, height: 1200 });
    expect(sharpOne.sharpness).toBeGreaterThanOrEqual(BLURRED_BELOW);
    expect(blurred.sharpness).toBeLessThan(BLURRED_BELOW);
    const upright = await fingerprintPhoto(await sharp(photo).withMetadata({ orientation: 6 }).toBuffer());
    expect(upright).toMatchObject({ width: 1200, height: 1600 });
  });

  it('fingerprints the pixels the upload check decoded for its thumbnail as it fingerprints the file', async () => {
    const photo = await samplePhoto(5, 2400, 1800);
    const fromFile = await fingerprintPhoto(photo);
    const { pixels, fingerprint } = await decodePhoto(photo, { failOn: 'error' });
    expect(pixels.info).toMatchObject({ width: 640, height: 480, channels: 3 });
    expect(fingerprint).toEqual(fromFile);
    // Decoded in grey by another pipeline: sharp's own greyscale, not our luma, and still the same photo.
    const grey = await sharp(photo)
      .greyscale()
      .resize(FINGERPRINT_DECODE)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromGrey = fingerprintDecoded(grey, { width: 2400, height: 1800 });
    expect(hammingDistance(fromGrey.hash, fromFile.hash)).toBeLessThanOrEqual(2);
    expect(fromGrey).toMatchObject({ width: 2400, height: 1800 });
  });

  it('fingerprints a PNG with transparency, and a grey one', async () => {
    const photo = await samplePhoto(6, 800, 600);
    const fromJpeg = (await fingerprintPhoto(photo)).hash;
    for (const png of [
      await sharp(photo).ensureAlpha().png().toBuffer(),
      await sharp(photo).greyscale().png().toBuffer(),
    ])
      expect(hammingDistance((await fingerprintPhoto(png)).hash, fromJpeg)).toBeLessThanOrEqual(
        SAME_PHOTO_DISTANCE,
      );
  });

  it('keeps the values of the hashes and sharpness already stored, to the bit', () => {
    // The values the fingerprint gave when the photos in the database were fingerprinted (issue 27): a photo
    // accepted today is compared with them, so the arithmetic may get quicker but never give other values
    // without a new hash version. Pixels by arithmetic alone, the same on every machine; every channel count,
    // and heights that are and are not a multiple of the four rows the shrink takes at once.
    const drawn = (width: number, height: number, channels: 1 | 3 | 4) => {
      const data = new Uint8Array(width * height * channels);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const values = [
            (x * 3 + (y >> 4) * 37) & 255,
            ((x >> 5) * 53 + y * 2) & 255,
            ((x ^ y) * 7) & 255,
            255,
          ];
          for (let channel = 0; channel < channels; channel++)
            data[(y * width + x) * channels + channel] = values[channel]!;
        }
      return fingerprintDecoded({ data, info: { width, height, channels } }, { width, height });
    };
    expect(drawn(400, 300, 3)).toMatchObject({ hash: -8959625959236502153n, sharpness: 1191.02077501147 });
    expect(drawn(640, 427, 3)).toMatchObject({ hash: -4972657370924253014n, sharpness: 1220.6431532290212 });
    expect(drawn(480, 640, 4)).toMatchObject({ hash: -71513328551068927n, sharpness: 1213.3976928396812 });
    expect(drawn(333, 250, 1)).toMatchObject({ hash: -6148914343892156592n, sharpness: 2664.1059594581425 });
  });

  it('splits a hash into three 21-bit bands of every third bit, bit 63 in none', () => {
    // Bits 0, 3 and 60 are band 0's bits 0, 1 and 20; bit 1 is band 1's bit 0; bit 62 is band 2's bit 20.
    expect(
      bandsOf(BigInt.asIntN(64, (1n << 0n) | (1n << 3n) | (1n << 60n) | (1n << 1n) | (1n << 62n))),
    ).toEqual([0b1 | 0b10 | (1 << 20), 1, 1 << 20]);
    expect(bandsOf(-1n)).toEqual([2 ** 21 - 1, 2 ** 21 - 1, 2 ** 21 - 1]);
    expect(bandsOf(BigInt.asIntN(64, 1n << 63n))).toEqual([0, 0, 0]);
    expect(hammingDistance(-1n, 0n)).toBe(64);
  });
});
