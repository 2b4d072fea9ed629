import os from 'node:os';

/** The machine's load averages (1, 5, 15 min), printed beside every figure: other workers share its cores. */
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs `work` over `items` two at a time: sharp's own threads use the rest of a shared 2-core machine. */
export async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** The value at `at` % of sorted `values`, nearest rank. */
export const percentile = (sorted: number[], at: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((at / 100) * sorted.length) - 1)]!;
