import sharp, { type Metadata, type Sharp } from 'sharp';
import { lightness, tentShrink } from './photo-grey.ts';

/** The distance that makes two photos the same, and the bands the look-up finds them by. */
export { bandsOf, SAME_PHOTO_DISTANCE } from './photo-bands.ts';

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
export function dctHash(pixels: ArrayLike<number>): bigint {
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

/**
 * Variance of the 4-neighbour Laplacian over a greyscale image: edges a blur softens make it high. Every sum is of
 * integers below 2⁵³, so it is exact in whatever order it is added: each row's run of up to `LAPLACIAN_RUN` pixels is
 * summed in 32-bit integers (a value is within ±1,020, its square within 1,040,400, so a run's sums stay below 2³¹),
 * which the CPU adds without waiting on a floating-point addition per pixel, and the runs' sums are then added up.
 */
export function laplacianVariance(pixels: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let start = row + 1, end = row + width - 1; start < end; start += LAPLACIAN_RUN) {
      const stop = Math.min(end, start + LAPLACIAN_RUN);
      let runSum = 0;
      let runSquares = 0;
      for (let at = start; at < stop; at++) {
        const value =
          (pixels[at - 1]! + pixels[at + 1]! + pixels[at - width]! + pixels[at + width]! - 4 * pixels[at]!) |
          0;
        runSum = (runSum + value) | 0;
        runSquares = (runSquares + Math.imul(value, value)) | 0;
      }
      sum += runSum;
      squares += runSquares;
    }
  }
  const count = Math.max(0, width - 2) * Math.max(0, height - 2);
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** Pixels of a row whose Laplacian sums fit 32-bit integers: 2,048 × 1,040,400 < 2³¹. */
const LAPLACIAN_RUN = 2048;

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

/**
 * How a photo is decoded to be fingerprinted: upright, its long side at most `SHARPNESS_SIDE`. On a JPEG,
 * shrink-on-load decodes at a quarter or an eighth of the pixels straight away. The upload check can decode
 * once with these options (keeping colour), cut its thumbnail from that buffer and hand the same buffer to
 * `fingerprintDecoded`: the 12-megapixel photo's entropy decoding, the dearest part, is then paid once.
 */
export const FINGERPRINT_DECODE = {
  width: SHARPNESS_SIDE,
  height: SHARPNESS_SIDE,
  fit: 'inside',
  withoutEnlargement: true,
  fastShrinkOnLoad: true,
} as const;

/** Raw pixels as sharp's `.raw().toBuffer({ resolveWithObject: true })` gives them. */
export interface DecodedPixels {
  data: Buffer | Uint8Array;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The fingerprint of a photo already decoded with `FINGERPRINT_DECODE` (greyscale, RGB or RGBA): `shown` is the
 * photo's own size as displayed (after its EXIF orientation), which the decoded buffer no longer tells.
 */
export function fingerprintDecoded(
  { data, info }: DecodedPixels,
  shown: { width: number; height: number },
): PhotoFingerprint {
  // A plain view, not a Buffer: the loops below then see one kind of array and stay fast.
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const grey = info.channels === 1 ? bytes : lightness(bytes, info.width * info.height, info.channels);
  return {
    hash: dctHash(tentShrink(grey, info.width, info.height, HASH_SIDE)),
    width: shown.width,
    height: shown.height,
    sharpness: laplacianVariance(grey, info.width, info.height),
  };
}

/**
 * Decodes the photo once with `FINGERPRINT_DECODE`, in colour, and measures it: the upload check cuts its
 * thumbnail from `pixels` rather than decoding the photo a second time. `pixelLimit` guards against
 * decompression bombs; `failOn: 'error'` refuses a truncated photo, as the upload check must.
 */
export async function decodePhoto(
  bytes: Buffer,
  {
    pixelLimit = 40_000_000,
    failOn = 'none',
    metadata,
  }: {
    pixelLimit?: number;
    failOn?: 'none' | 'error';
    /** The header the caller already read (the upload check does), saving a trip to sharp's threads. */
    metadata?: Metadata;
  } = {},
) {
  return measure(sharp(bytes, { limitInputPixels: pixelLimit, failOn }), metadata);
}

/** The fingerprint alone. */
export const fingerprintPhoto = async (bytes: Buffer, pixelLimit?: number) =>
  (await decodePhoto(bytes, { pixelLimit })).fingerprint;

/** The same for pixels not yet encoded (the demo photos, judged before they are written). */
export const fingerprintPixels = async (
  pixels: Buffer,
  raw: { width: number; height: number; channels: 3 | 4 },
) => (await measure(sharp(pixels, { raw }))).fingerprint;

async function measure(
  source: Sharp,
  known?: Metadata,
): Promise<{ pixels: DecodedPixels; fingerprint: PhotoFingerprint }> {
  const metadata = known ?? (await source.metadata());
  const shown = metadata.autoOrient ?? metadata;
  const pixels = await source.rotate().resize(FINGERPRINT_DECODE).raw().toBuffer({ resolveWithObject: true });
  const fingerprint = fingerprintDecoded(pixels, {
    width: shown.width ?? pixels.info.width,
    height: shown.height ?? pixels.info.height,
  });
  return { pixels, fingerprint };
}
