import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Milliseconds: number;
  errors: number;
  non2xx: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** Sends requests for a fixed time with N connections and reports the throughput and the p99 latency. */
export async function measure(
  label: string,
  options: {
    url: string;
    connections?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'PATCH' | 'POST';
    body?: string;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: BENCH_SECONDS,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Milliseconds: result.latency.p99,
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
