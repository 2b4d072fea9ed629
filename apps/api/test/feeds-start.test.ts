import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordHistory } from '@coachyard/contract';
import { startFeedServer, type FeedServer } from './feed-samples/index.ts';
import { createFeedsTestApp, CSV_MAPPING, fixture, type FeedsTestApp } from './feeds-support.ts';
import { setListings } from './signals-support.ts';

// A feed's new ad is written once (issue 28): inserted in the status it starts in, with one audit event.

let server: FeedServer;
let t: FeedsTestApp;
beforeAll(async () => {
  server = await startFeedServer({ vehicles: 3, photosPerVehicle: 2 });
  t = await createFeedsTestApp({ FEEDS_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** Long enough for the health check of a description's length. */
const DESCRIPTION =
  'One owner since new, kept in a heated depot and serviced at the dealer every year; new tyres in spring, ' +
  'a working toilet and kitchen, reclining seats with belts, and a clean interior without smoke or pets.';

/**
 * The sample file with the server's photos: A-100 with a full description, A-102's giving a phone number (which
 * refuses a submission).
 */
async function feedText() {
  const photos = (stock: string) =>
    server
      .vehicles()
      .find((vehicle) => vehicle.stock_number === stock)!
      .photos.map((photo) => server.url + photo)
      .join('|');
  const [header, a100, , a102] = (await fixture('stock.csv')).split('\n');
  return [
    header,
    a100!
      .replace('Well kept, one owner', DESCRIPTION)
      .replace(/https:\/\/photos\.example\/a100[^,\n]*/, photos('STK-0000001')),
    a102!
      .replace(',,https', ',"Call +44 7911 123456 for a viewing",https')
      .replace(/https:\/\/photos\.example\/a102[^,\n]*/, photos('STK-0000002')),
  ].join('\n');
}

async function runAs(dealer: { token: string }, name: string) {
  const feed = await t.createFeed(dealer.token, {
    name,
    field_mapping: { ...CSV_MAPPING, photos: 'images' },
    file_text: await feedText(),
  });
  const run = await t.runFeed(dealer.token, feed.id);
  expect(run.counts).toMatchObject({ created: 2, failed: 0 });
  return { run, ads: await t.adsOfFeed(feed.id) };
}

/** The ad's history as its screen reads it: each event's action and the status it recorded. */
async function historyOf(token: string, id: string) {
  const response = await t.request({ method: 'GET', url: `/api/audit/history/advertisements/${id}`, token });
  expect(response.statusCode).toBe(200);
  const history = response.json().data as RecordHistory;
  return history.events.map((event) => ({
    action: event.action,
    status: event.changes.find((change) => change.field === 'status')?.after,
    fields: event.changes.map((change) => change.field),
  }));
}

describe('a feed’s new ads', () => {
  it('start waiting for review, or as drafts their checks refuse, each in one audited insert', async () => {
    const dealer = await t.newDealer();
    const { run, ads } = await runAs(dealer, 'Untrusted yard');
    expect(ads.map((ad) => [ad.stockNumber, ad.status, ad.version])).toEqual([
      ['A-100', 'pending_review', 1],
      ['A-102', 'draft', 1],
    ]);
    const [waiting, refused] = ads;
    expect(waiting!.submittedAt).not.toBeNull();
    expect(refused!.submittedAt).toBeNull();
    // The refusal is the row's note, as when the draft was moved to review by a second write.
    expect(run.notes.map((note) => [note.line, note.field])).toEqual([[3, 'health.checks.contact_details']]);
    for (const [ad, status] of [
      [waiting!, 'pending_review'],
      [refused!, 'draft'],
    ] as const) {
      const events = await historyOf(dealer.token, ad.id);
      expect(events.map(({ action, status }) => [action, status])).toEqual([['create', status]]);
      // The feed's bookkeeping is not a change of the ad the trail would show.
      expect(events[0]!.fields).not.toContain('feedRowDigest');
      // A second run finds the row unchanged by its digest, written with the insert.
      expect(ad.feedRowDigest).toMatch(/:1$/);
    }
  });

  it('start published for a dealer Settings trusts when green, else waiting for review', async () => {
    const [amber, green] = [await t.newDealer(), await t.newDealer()];
    await setListings(t, { trusted_dealer_ids: [amber.id, green.id] });
    // Two photos are fewer than the default minimum: the ad is amber, and is reviewed however trusted its dealer.
    const [short] = (await runAs(amber, 'Trusted yard, too few photos')).ads;
    expect([short!.healthBand, short!.status, short!.version]).toEqual(['amber', 'pending_review', 1]);
    expect(short!.publishedAt).toBeNull();
    expect(short!.submittedAt).not.toBeNull();
    expect((await historyOf(amber.token, short!.id)).map((event) => event.status)).toEqual([
      'pending_review',
    ]);

    await setListings(t, { min_photos: 2 });
    const [shown, refused] = (await runAs(green, 'Trusted yard')).ads;
    expect([shown!.healthBand, shown!.status, shown!.version]).toEqual(['green', 'published', 1]);
    expect(shown!.publishedAt).not.toBeNull();
    expect((await historyOf(green.token, shown!.id)).map((event) => event.status)).toEqual(['published']);
    // Contact details refuse a submission whatever the dealer.
    expect(refused!.status).toBe('draft');
  });
});
