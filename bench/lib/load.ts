import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Milliseconds: number;
  errors: number;
  non2xx: number;
}
/** From every response's own time: autocannon's histogram has no 95th percentile. */
export type MeasuredLoad = LoadResult & { p95Milliseconds: number };

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** The `fraction` percentile (0.95) of `times` by nearest rank. */
export function percentileOf(times: readonly number[], fraction: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}

/** Sends requests for a fixed time with N connections and reports the throughput and the p99 latency. */
export async function measure(
  label: string,
  options: {
    url: string;
    connections?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'PATCH' | 'POST';
    body?: string;
    /** Each request built as it is sent (a body of its own, say), as autocannon's `requests`. */
    requests?: autocannon.Request[];
    /** Requests a second offered in all (autocannon's `overallRate`); unset, every connection sends as fast as answered. */
    overallRate?: number;
  },
): Promise<MeasuredLoad> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const running = autocannon(
      {
        url: options.url,
        connections: options.connections ?? 10,
        duration: BENCH_SECONDS,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        requests: options.requests,
        overallRate: options.overallRate,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    running.on('response', (_client, _status, _bytes, milliseconds) => times.push(milliseconds));
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Milliseconds: result.latency.p99,
    p95Milliseconds: percentileOf(times, 0.95),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: Record<string, string | number>[]) {
  console.table(rows);
}

/** A target of an issue as measured: its value, what it must be, and whether it is. */
export interface Target {
  value: number;
  target: string;
  met: boolean;
}

export function printTargets(title: string, targets: Record<string, Target>) {
  console.log(`\n${title}:`);
  printTable(
    Object.entries(targets).map(([name, target]) => ({
      measure: name,
      value: Number(target.value.toFixed(2)),
      target: target.target,
      met: target.met ? 'yes' : 'NO',
    })),
  );
}
