import { printTable, printTargets } from '../lib/load.ts';
import { nodeScript } from './leads-intake.ts';

/** Vehicles and photos of the bench feed (issue 28: 10,000 × 5). */
const VEHICLES = Number(process.env.BENCH_FEED_VEHICLES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_FEED_PHOTOS ?? 5);
/** Photo fetches at a time, as a feed run will bound them. */
const CONCURRENCY = Number(process.env.BENCH_FEED_CONCURRENCY ?? 16);

interface FetchFigures {
  rows: number;
  photos: number;
  distinctPhotos: number;
  photoMegabytes: number;
  feedSeconds: number;
  photoSeconds: number;
  photosPerSecond: number;
  peakRssMb: number;
}

/**
 * Issue 28's feed bench, first part: a dealer's feed of VEHICLES × PHOTOS served on loopback (the test feed
 * server, photos drawn once per machine and kept in the temp directory), its CSV streamed through safeFetch and
 * every photo fetched with CONCURRENCY at a time. The import's target (under 2 minutes, photos stored and ads
 * written) needs the run engine; until it is wired, this is the fetching share of that budget.
 */
export async function benchFeeds() {
  const { stdout } = await nodeScript(
    'apps/api/test/feed-samples/bench-fetch.ts',
    ['--vehicles', String(VEHICLES), '--photos', String(PHOTOS), '--concurrency', String(CONCURRENCY)],
    {},
  );
  const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as FetchFigures;
  console.log(
    `\nFeed fetching (issue 28), ${VEHICLES} vehicles × ${PHOTOS} photos, ${CONCURRENCY} at a time:`,
  );
  printTable([
    {
      rows: figures.rows,
      photos: figures.photos,
      'distinct photos': figures.distinctPhotos,
      MB: figures.photoMegabytes,
      'feed s': Number(figures.feedSeconds.toFixed(2)),
      'photos s': Number(figures.photoSeconds.toFixed(1)),
      'photos/s': Math.round(figures.photosPerSecond),
      'peak RSS MB': figures.peakRssMb,
    },
  ]);
  const seconds = figures.feedSeconds + figures.photoSeconds;
  printTargets('Feeds (issue 28), fetching only', {
    'fetch the feed and its photos, s (the whole import: < 120)': {
      value: seconds,
      target: '< 120',
      met: seconds < 120,
    },
  });
  return figures;
}
