import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { thumbnailKeyOf } from '@coachyard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, auditEvents } from '../src/db/schema/index.ts';
import { AppError } from '../src/lib/errors.ts';
import { insertAdvertisements } from '../src/modules/advertisements/index.ts';
import { adBody, createAdsTestApp, type AdsTestApp } from './advertisements-support.ts';

// A feed's new ads are inserted as a group (issue 28): one INSERT, each ad's hooks and start, one audit statement;
// a group the database refuses is written again ad by ad, so one bad ad never stops the others.

let t: AdsTestApp;
beforeAll(async () => {
  t = await createAdsTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A dealer's request as a feed run makes it (a job acting as the dealer). */
const requestOf = (dealer: { id: string }) =>
  ({
    user: { id: dealer.id, role: 'DEALER' },
    lang: 'en',
    id: `group-insert-${randomUUID()}`,
    ip: null,
    server: t.app,
  }) as unknown as FastifyRequest;

const stock = () => `G-${randomUUID().slice(0, 8)}`;

const createEvents = async (ids: readonly string[]) =>
  t.db
    .select({ entityId: auditEvents.entityId, after: auditEvents.after })
    .from(auditEvents)
    .where(and(inArray(auditEvents.entityId, [...ids]), eq(auditEvents.action, 'create')));

describe('a group of new advertisements', () => {
  it('is inserted with each ad’s hooks, and one create event each', async () => {
    const dealer = await t.newDealer();
    const photo = await t.uploadKey(dealer.token);
    const numbers = [stock(), stock(), stock()];
    const outcomes = await insertAdvertisements(
      t.app,
      requestOf(dealer),
      numbers.map((number, index) => ({
        body: adBody(t.lookups, { stock_number: number, price_minor: 100_000_000 + index }),
        serverColumns:
          index === 1
            ? {
                media: [{ id: randomUUID(), key: photo, thumbnailKey: thumbnailKeyOf(photo), isCover: true }],
              }
            : {},
      })),
    );
    const rows = outcomes.map((outcome) => {
      if (outcome instanceof AppError) throw outcome;
      return outcome.row;
    });
    // In the group's order, each its own ad, its owner the dealer.
    expect(rows.map((row) => [row.stockNumber, row.ownerId, row.status])).toEqual(
      numbers.map((number) => [number, dealer.id, 'draft']),
    );
    const ids = rows.map((row) => row.id);
    const stored = await t.db.select().from(advertisements).where(inArray(advertisements.id, ids));
    // Every ad's write hooks ran: its signals are stored.
    expect(stored.every((row) => row.healthScore !== null && row.signalFacts !== null)).toBe(true);
    const events = await createEvents(ids);
    expect(events.map((event) => event.entityId).sort()).toEqual([...ids].sort());
    expect(events.every((event) => (event.after as { status?: string }).status === 'draft')).toBe(true);
  });

  it('refused by the database, is written ad by ad: the bad one alone fails, wholly', async () => {
    const dealer = await t.newDealer();
    const taken = stock();
    const existing = await t.createAd(dealer.token, { stock_number: taken });
    const numbers = [stock(), taken, stock()];
    const request = requestOf(dealer);
    const outcomes = await insertAdvertisements(
      t.app,
      request,
      numbers.map((number) => ({ body: adBody(t.lookups, { stock_number: number }) })),
    );
    const refused = outcomes[1];
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).extra.fields).toEqual({
      stock_number: ['advertisement.stock_number_taken'],
    });
    const written = [outcomes[0], outcomes[2]].map((outcome) => {
      if (outcome instanceof AppError) throw outcome;
      return outcome!.row;
    });
    expect(written.map((row) => row.stockNumber)).toEqual([numbers[0], numbers[2]]);
    // The dealer's ads: the one it had, and the two others of the group.
    const ads = await t.db
      .select({ id: advertisements.id, stockNumber: advertisements.stockNumber })
      .from(advertisements)
      .where(eq(advertisements.ownerId, dealer.id));
    expect(ads.map((ad) => ad.stockNumber).sort()).toEqual([...numbers].sort());
    expect(ads.find((ad) => ad.stockNumber === taken)!.id).toBe(existing.id);
    // The group's events are those two ads' creations, once each: nothing of the group refused is left.
    const events = await t.db
      .select({ entityId: auditEvents.entityId, action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, request.id));
    expect(events.sort((a, b) => a.entityId!.localeCompare(b.entityId!))).toEqual(
      written
        .map((row) => ({ entityId: row.id, action: 'create' }))
        .sort((a, b) => a.entityId.localeCompare(b.entityId)),
    );
  });

  it('refuses an ad its rules refuse before anything is written, and writes the others', async () => {
    const dealer = await t.newDealer();
    const numbers = [stock(), stock()];
    const outcomes = await insertAdvertisements(t.app, requestOf(dealer), [
      { body: adBody(t.lookups, { stock_number: numbers[0], owner_id: randomUUID() }) },
      { body: adBody(t.lookups, { stock_number: numbers[1] }) },
    ]);
    expect((outcomes[0] as AppError).extra.fields).toEqual({ owner_id: ['advertisement.owner_invalid'] });
    expect(outcomes[1]).not.toBeInstanceOf(AppError);
    const ads = await t.db
      .select({ stockNumber: advertisements.stockNumber })
      .from(advertisements)
      .where(eq(advertisements.ownerId, dealer.id));
    expect(ads.map((ad) => ad.stockNumber)).toEqual([numbers[1]]);
  });
});
