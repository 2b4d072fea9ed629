import type { randomSource } from './random-source.ts';

/** What the scenes of photo-scenes.ts are drawn with. */
export type Random = ReturnType<typeof randomSource>;

const rgb = (r: number, g: number, b: number) =>
  `rgb(${Math.round(clamp(r))},${Math.round(clamp(g))},${Math.round(clamp(b))})`;
const clamp = (value: number) => Math.max(0, Math.min(255, value));
/** A colour near `base` (r, g, b), as paint, sky and asphalt vary. */
export const near = (random: Random, base: readonly number[], spread: number) =>
  rgb(...(base.map((value) => value + (random.next() - 0.5) * 2 * spread) as [number, number, number]));

export const LIVERIES = [
  [235, 235, 235],
  [200, 30, 40],
  [30, 70, 160],
  [240, 190, 30],
  [30, 130, 70],
  [20, 20, 25],
  [150, 150, 160],
  [240, 120, 20],
  [110, 40, 120],
] as const;
