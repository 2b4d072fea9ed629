/** The steps a count axis may take: 1, 2 or 5 times a power of ten, never below one (counts have no fractions). */
const NICE_STEPS = [1, 2, 5];

/**
 * The values an axis of counts is marked at, from 0 to at least `max`, in at most `most` steps of 1, 2 or 5 times a
 * power of ten: what a reader counts along without arithmetic. A chart of zeros still gets a scale (0 and 1).
 */
export function countTicks(max: number, most = 4): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let power = 1; step * most < top; power *= 10) {
    const found = NICE_STEPS.map((nice) => nice * power).find((candidate) => candidate * most >= top);
    step = found ?? 10 * power;
  }
  const ticks: number[] = [];
  for (let value = 0; ticks.length === 0 || ticks[ticks.length - 1]! < top; value += step) ticks.push(value);
  return ticks;
}

/**
 * Which of `count` evenly spaced points get a label when at most `most` fit along the axis: every so many, counted
 * back from the last, so the newest point is always named and no two named points stand closer than the axis's
 * length over `most - 1`.
 */
export function labelledPoints(count: number, most: number): number[] {
  if (count === 0) return [];
  const every = most < 2 ? count : Math.max(1, Math.ceil((count - 1) / (most - 1)));
  const points: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) points.unshift(index);
  return points;
}
