import autocannon from 'autocannon';
import { BENCH_SECONDS, type LoadResult } from '../lib/load.ts';

// The advertisements bench's PATCH case: concurrent edits, each connection on its own ad (see advertisements.ts).

/** PATCHes with each connection editing its own ad and carrying the version the last answer gave. */
export async function measurePatches(
  label: string,
  url: (id: string) => string,
  ads: { id: string; version: number }[],
  connections: number,
  headers: Record<string, string>,
) {
  // autocannon starts a connection's context afresh for every request, so the versions live here: the ads are
  // taken in turn, and with more ads than connections no two writes to one ad are ever in flight together.
  const versions = new Map(ads.map((ad) => [ad.id, ad.version]));
  let next = 0;
  type Context = { id?: string };
  const result = await autocannon({
    url: url(ads[0]!.id),
    connections,
    duration: BENCH_SECONDS,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request, context: Context) => {
          const { id } = ads[next++ % ads.length]!;
          const version = versions.get(id)!;
          context.id = id;
          return {
            ...request,
            path: new URL(url(id)).pathname,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ price_minor: 100_000_00 + (version % 1000), version }),
          };
        },
        onResponse: (status, body, context: Context) => {
          const parsed = JSON.parse(body);
          const version = status === 200 ? parsed.data.version : parsed.error?.current?.version;
          if (version) versions.set(context.id!, version);
        },
      },
    ],
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Milliseconds: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  } satisfies LoadResult & { requests: number };
}

export async function getJson(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    data: Record<string, unknown> & { items?: { id: string; version: number }[] };
  };
}
