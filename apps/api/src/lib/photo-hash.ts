import sharp, { type Sharp } from 'sharp';

/**
 * What is kept of an accepted photo (issue 27): a 64-bit perceptual hash that survives re-encoding, resizing, a
 * light crop and a brightness change, the photo's size as shown, and how sharp it is.
 */
export interface PhotoFingerprint {
  /** DCT hash, as PostgreSQL's signed bigint holds it. */
  hash: bigint;
  width: number;
  height: number;
  /** Variance of the Laplacian at `SHARPNESS_SIDE`: low means blurred. */
  sharpness: number;
}

/**
 * The long side the photo is decoded at. JPEG's shrink-on-load decodes a 12-megapixel photo at an eighth or a
 * quarter of its pixels straight away, so hashing costs a fraction of the full decode the thumbnail needs, and
 * every photo is judged for sharpness at the same scale.
 */
export const SHARPNESS_SIDE = 640;
const HASH_SIDE = 32;
const LOW_FREQUENCIES = 8;

/** Two photos whose hashes differ in at most this many bits are the same photo (chosen on the bench's labelled set). */
export const SAME_PHOTO_DISTANCE = 10;
/**
 * Below this variance of the Laplacian (at `SHARPNESS_SIDE`) a photo is blurred. Measured: drawn photos with wide
 * flat areas, the hardest case, score 35–80 sharp and under 12 once blurred by 2 px of 1600; camera photos
 * score in the hundreds.
 */
export const BLURRED_BELOW = 15;
/** A photo's long side from which buyers can zoom in. */
export const PHOTO_LONG_SIDE_MIN = 1024;

/** cos((2x + 1)uπ / 2N) for the low frequencies only: the hash never needs the others. */
const COSINES = Array.from({ length: LOW_FREQUENCIES }, (_, u) =>
  Float64Array.from({ length: HASH_SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * HASH_SIDE))),
);

/** The 8×8 lowest frequencies of a 32×32 image's DCT, compared with their median (the DC term left out). */
export function dctHash(pixels: Uint8Array | Buffer): bigint {
  const rows = Array.from({ length: HASH_SIDE }, (_, y) => {
    const out = new Float64Array(LOW_FREQUENCIES);
    for (let u = 0; u < LOW_FREQUENCIES; u++) {
      let sum = 0;
      for (let x = 0; x < HASH_SIDE; x++) sum += pixels[y * HASH_SIDE + x]! * COSINES[u]![x]!;
      out[u] = sum;
    }
    return out;
  });
  const coefficients: number[] = [];
  for (let v = 0; v < LOW_FREQUENCIES; v++)
    for (let u = 0; u < LOW_FREQUENCIES; u++) {
      let sum = 0;
      for (let y = 0; y < HASH_SIDE; y++) sum += rows[y]![u]! * COSINES[v]![y]!;
      coefficients.push(sum);
    }
  const median = [...coefficients.slice(1)].sort((a, b) => a - b)[(coefficients.length - 1) >> 1]!;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** Variance of the 4-neighbour Laplacian over a greyscale image: edges a blur softens make it high. */
export function laplacianVariance(pixels: Uint8Array | Buffer, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const value =
        pixels[at - 1]! + pixels[at + 1]! + pixels[at - width]! + pixels[at + width]! - 4 * pixels[at]!;
      sum += value;
      squares += value * value;
      count++;
    }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (difference) {
    difference &= difference - 1n;
    bits++;
  }
  return bits;
}

/** The hash's four 16-bit bands, highest first, each as an unsigned integer (what the band indexes hold). */
export const bandsOf = (hash: bigint): [number, number, number, number] => {
  const unsigned = BigInt.asUintN(64, hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [
    number,
    number,
    number,
    number,
  ];
};

/**
 * Decodes the photo once at about `SHARPNESS_SIDE` (upright, greyscale) and measures it. `pixelLimit` guards
 * against decompression bombs as the upload check does.
 */
export const fingerprintPhoto = (bytes: Buffer, pixelLimit = 40_000_000) =>
  measure(sharp(bytes, { limitInputPixels: pixelLimit, failOn: 'none' }));

/** The same for pixels not yet encoded (the demo photos, judged before they are written). */
export const fingerprintPixels = (pixels: Buffer, raw: { width: number; height: number; channels: 3 | 4 }) =>
  measure(sharp(pixels, { raw }));

async function measure(source: Sharp): Promise<PhotoFingerprint> {
  const metadata = await source.metadata();
  const shown = metadata.autoOrient ?? metadata;
  const { data, info } = await source
    .rotate()
    .greyscale()
    .resize({
      width: SHARPNESS_SIDE,
      height: SHARPNESS_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
      fastShrinkOnLoad: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const small = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .resize(HASH_SIDE, HASH_SIDE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return {
    hash: dctHash(small),
    width: shown.width ?? info.width,
    height: shown.height ?? info.height,
    sharpness: laplacianVariance(data, info.width, info.height),
  };
}
