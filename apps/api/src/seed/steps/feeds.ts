import { createHash } from 'node:crypto';
import { emptyFeedRunCounts } from '@coachyard/contract';
import { feedRuns, feeds, uploadKeys } from '../../db/schema/index.ts';
import type { SeedStep } from '../index.ts';
import { configuredStorage } from './advertisements.ts';

/**
 * The demo dealer's stock as its dealer system exports it (issue 28): three coaches it sells, and a row whose make
 * is written as the system writes it, which no brand matches until the dealer maps it.
 */
const STOCK_CSV = `stock_no,make,model,body,year,price,currency,km,seats,country,city,title,description
YD-2019-014,Mercedes-Benz,Tourismo,Intercity,2019,185000,EUR,420000,49,Germany,Berlin,Mercedes-Benz Tourismo 15 RHD,"Euro 6, one owner, full service history at the Mercedes-Benz workshop"
YD-2017-022,Setra,S 516 HD,Intercity,2017,149500,EUR,610000,53,Germany,Hamburg,Setra S 516 HD,"Toilet, kitchenette, 230 V sockets, new tyres in spring"
YD-2016-031,MAN,Lion's Coach,Intercity,2016,99000,EUR,700000,50,Germany,Berlin,MAN Lion's Coach R07,"Retarder, cruise control, reclining seats"
YD-2018-007,Mercedes Benz Tourismo 16 RHD,Tourismo,Intercity,2018,171000,EUR,505000,51,Germany,Berlin,Tourismo 16 RHD,"Wheelchair lift, fridge"
`;

/** The demo file's columns by advertisement field (the feed tests' sample CSV has the same columns). */
export const DEMO_FEED_MAPPING = {
  stock_number: 'stock_no',
  brand: 'make',
  model: 'model',
  vehicle_type: 'body',
  year: 'year',
  price: 'price',
  currency: 'currency',
  mileage: 'km',
  seats: 'seats',
  country: 'country',
  city: 'city',
  title: 'title',
  description: 'description',
} as const;

const DAY = 86_400_000;
const UNKNOWN_MAKE = {
  line: 5,
  field: 'brand',
  key: 'feed.value_unknown',
  value: 'Mercedes Benz Tourismo 16 RHD',
};

/**
 * The demo dealer's stock feed: its file uploaded (in storage, as an upload would leave it) and two runs already
 * finished, a real one and a dry run a day later, stored as records. Nothing is fetched and no row is run while
 * seeding, so it costs a few inserts.
 */
export const feedsStep: SeedStep = {
  name: 'feeds',
  async run({ db, accounts, log }) {
    const dealerId = accounts.DEALER!;
    const bytes = Buffer.from(STOCK_CSV, 'utf8');
    const uploadedAt = new Date(Date.now() - 3 * DAY);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const fileKey = `feeds/${uploadedAt.toISOString().slice(0, 10)}/${hash}.csv`;
    await (await configuredStorage(db)).put(fileKey, bytes, 'text/csv');
    await db.insert(uploadKeys).values({
      key: fileKey,
      ownerId: dealerId,
      namespace: 'feed',
      contentType: 'text/csv',
      maxBytes: bytes.length,
      issuedAt: uploadedAt,
      expiresAt: uploadedAt,
      status: 'accepted',
      acceptedAt: uploadedAt,
    });
    const [feed] = await db
      .insert(feeds)
      .values({
        ownerId: dealerId,
        createdBy: dealerId,
        updatedBy: dealerId,
        createdAt: uploadedAt,
        updatedAt: uploadedAt,
        name: 'Yard stock (dealer system export)',
        format: 'csv',
        sourceKind: 'upload',
        region: 'eu',
        fileKey,
        fieldMapping: DEMO_FEED_MAPPING,
      })
      .returning({ id: feeds.id });
    const finished = (startedAt: Date, seconds: number) => ({
      status: 'succeeded' as const,
      progress: 4,
      startedBy: dealerId,
      createdAt: startedAt,
      startedAt,
      finishedAt: new Date(startedAt.getTime() + seconds * 1000),
    });
    await db.insert(feedRuns).values([
      {
        ...finished(new Date(uploadedAt.getTime() + 5 * 60_000), 4),
        feedId: feed!.id,
        dryRun: false,
        counts: { ...emptyFeedRunCounts(), created: 3, failed: 1 },
        errors: [UNKNOWN_MAKE],
      },
      {
        ...finished(new Date(uploadedAt.getTime() + DAY), 2),
        feedId: feed!.id,
        dryRun: true,
        counts: { ...emptyFeedRunCounts(), unchanged: 3, failed: 1 },
        errors: [UNKNOWN_MAKE],
      },
    ]);
    log('feeds: 1 feed, 2 runs');
  },
};
