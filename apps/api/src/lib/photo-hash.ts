import sharp, { type Metadata, type Sharp } from 'sharp';

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
  const pixels = info.width * info.height;
  const grey = info.channels === 1 ? bytes : lightness(bytes, pixels, info.channels, scratch.grey(pixels));
  return {
    hash: dctHash(tentShrink(grey, info.width, info.height, HASH_SIDE)),
    width: shown.width,
    height: shown.height,
    sharpness: laplacianVariance(grey, info.width, info.height),
  };
}

/**
 * The working buffers of `fingerprintDecoded`, kept from one photo to the next and grown when a larger one comes:
 * a feed's 50,000 photos each allocated a grey image and the shrink's rows (about 200 kB at 640 px), memory outside
 * V8's heap whose churn made it collect the whole heap again and again (bench/RESULTS.md, issue 28). Safe to share:
 * the fingerprint is computed synchronously and keeps nothing of them.
 */
const scratch = (() => {
  let grey = new Uint8Array(0);
  let rows = new Float64Array(0);
  return {
    grey(length: number) {
      if (grey.length < length) grey = new Uint8Array(length);
      return grey.subarray(0, length);
    },
    rows(length: number) {
      if (rows.length < length) rows = new Float64Array(length);
      return rows;
    },
  };
})();

/**
 * Rec. 601 luma of interleaved RGB(A) pixels, the grey that JPEG itself stores, rounded: ⌊(299 R + 587 G + 114 B
 * + 500) / 1000⌋; grey + alpha keeps its grey. The division is ⌊⌊n / 8⌋ · 33555 / 2²²⌋, the same integer for
 * every n up to 255,500 (checked for each) in 32-bit integer steps instead of a floating-point division.
 */
function lightness(data: Uint8Array, pixels: number, channels: number, grey: Uint8Array) {
  if (channels < 3) for (let at = 0, from = 0; at < pixels; at++, from += channels) grey[at] = data[from]!;
  else
    for (let at = 0, from = 0; at < pixels; at++, from += channels) {
      const weighted = data[from]! * 299 + data[from + 1]! * 587 + data[from + 2]! * 114 + 500;
      grey[at] = ((weighted >> 3) * 33555) >>> 22;
    }
  return grey;
}

/** Rows the shrink's first pass reads together (see `tentShrink`). */
const ROWS_TOGETHER = 4;

/**
 * The photo shrunk to side × side with a tent filter two cells wide, in two passes: on a buffer already shrunk
 * to 640 px it smooths as a resize would, without a second sharp pipeline. Each cell's neighbours share in it,
 * so a light crop moves the cells' values gradually. The first pass takes four rows at once: each cell's sum is
 * still added tap by tap in the same order (the hash is the same to the bit), but four sums advance side by
 * side, sharing each weight, where one sum waited on its previous addition.
 */
function tentShrink(grey: Uint8Array, width: number, height: number, side: number) {
  const across = tentWeights(width, side);
  const down = tentWeights(height, side);
  const rows = scratch.rows(height * side);
  const { first: firsts, offset: offsets, weights } = across;
  let y = 0;
  for (; y + ROWS_TOGETHER <= height; y += ROWS_TOGETHER) {
    const row0 = y * width;
    const row1 = row0 + width;
    const row2 = row1 + width;
    const row3 = row2 + width;
    for (let cell = 0; cell < side; cell++) {
      const first = firsts[cell]!;
      const offset = offsets[cell]!;
      const taps = offsets[cell + 1]! - offset;
      let sum0 = 0;
      let sum1 = 0;
      let sum2 = 0;
      let sum3 = 0;
      for (let tap = 0; tap < taps; tap++) {
        const weight = weights[offset + tap]!;
        const x = first + tap;
        sum0 += grey[row0 + x]! * weight;
        sum1 += grey[row1 + x]! * weight;
        sum2 += grey[row2 + x]! * weight;
        sum3 += grey[row3 + x]! * weight;
      }
      const at = y * side + cell;
      rows[at] = sum0;
      rows[at + side] = sum1;
      rows[at + 2 * side] = sum2;
      rows[at + 3 * side] = sum3;
    }
  }
  for (; y < height; y++) {
    const row = y * width;
    for (let cell = 0; cell < side; cell++) {
      const first = row + firsts[cell]!;
      const offset = offsets[cell]!;
      const taps = offsets[cell + 1]! - offset;
      let sum = 0;
      for (let tap = 0; tap < taps; tap++) sum += grey[first + tap]! * weights[offset + tap]!;
      rows[y * side + cell] = sum;
    }
  }
  const out = new Float64Array(side * side);
  for (let cellY = 0; cellY < side; cellY++) {
    const first = down.first[cellY]!;
    const offset = down.offset[cellY]!;
    const taps = down.offset[cellY + 1]! - offset;
    for (let cellX = 0; cellX < side; cellX++) {
      let sum = 0;
      for (let tap = 0; tap < taps; tap++)
        sum += rows[(first + tap) * side + cellX]! * down.weights[offset + tap]!;
      out[cellY * side + cellX] = sum;
    }
  }
  return out;
}

interface TentWeights {
  /** The first pixel each cell reads. */
  first: Int32Array;
  /** Where each cell's weights start in `weights`; one more entry marks the end of the last cell's. */
  offset: Int32Array;
  weights: Float64Array;
}

/** Weights by `length:side`: photos come in a few sizes, and a feed's thousands would otherwise recompute them. */
const tentWeightsKept = new Map<string, TentWeights>();
const TENT_WEIGHTS_KEPT = 64;

/** For each of `side` cells over `length` pixels: the first pixel it reads and the normalised weights, flat. */
function tentWeights(length: number, side: number): TentWeights {
  const name = `${length}:${side}`;
  const kept = tentWeightsKept.get(name);
  if (kept) return kept;
  const scale = Math.max(1, length / side);
  const cells = Array.from({ length: side }, (_, cell) => {
    const centre = ((cell + 0.5) * length) / side - 0.5;
    const first = Math.max(0, Math.ceil(centre - scale));
    const last = Math.min(length - 1, Math.floor(centre + scale));
    const weights = Array.from({ length: last - first + 1 }, (_, tap) =>
      Math.max(0, 1 - Math.abs(first + tap - centre) / scale),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    return { first, weights: weights.map((weight) => weight / total) };
  });
  const offset = new Int32Array(side + 1);
  cells.forEach((cell, index) => (offset[index + 1] = offset[index]! + cell.weights.length));
  const flat: TentWeights = {
    first: Int32Array.from(cells, (cell) => cell.first),
    offset,
    weights: Float64Array.from(cells.flatMap((cell) => cell.weights)),
  };
  if (tentWeightsKept.size >= TENT_WEIGHTS_KEPT) tentWeightsKept.clear();
  tentWeightsKept.set(name, flat);
  return flat;
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
