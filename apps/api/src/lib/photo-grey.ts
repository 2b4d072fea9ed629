// The grey image a photo's fingerprint is computed on, and its 32×32 shrink for the hash (lib/photo-hash.ts): the
// loops over every decoded pixel, kept apart from the hash and its decode.

/**
 * The working buffers of the fingerprint (`fingerprintDecoded`, photo-hash.ts), kept from one photo to the next and
 * grown when a larger one comes: a feed's 50,000 photos each allocated a grey image and the shrink's rows (about
 * 400 kB at 640 px) outside V8's heap. Safe to share: the fingerprint is computed synchronously and keeps nothing of
 * them, so what `lightness` answers is only good until its next call.
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
export function lightness(data: Uint8Array, pixels: number, channels: number) {
  const grey = scratch.grey(pixels);
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
export function tentShrink(grey: Uint8Array, width: number, height: number, side: number) {
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
