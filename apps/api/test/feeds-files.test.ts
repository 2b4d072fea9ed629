import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedsTestApp, CSV_MAPPING, fixture, type FeedsTestApp } from './feeds-support.ts';

let t: FeedsTestApp;
/** A loopback server an external entity would be fetched from: it counts every request it gets. */
let entityServer: Server;
let entityRequests = 0;
beforeAll(async () => {
  t = await createFeedsTestApp();
  entityServer = createServer((_request, response) => {
    entityRequests += 1;
    response.end('LEAKED');
  });
  await new Promise<void>((resolve) => entityServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => entityServer.close(resolve));
  await t.close();
});

describe('feed files', () => {
  it('reads the sample XML: <vehicle> elements, their <image> children, CDATA and entities of XML itself', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      format: 'xml',
      file_text: await fixture('stock.xml'),
    });
    const preview = (
      await t.request({ method: 'GET', url: `/api/feeds/${feed.id}/preview`, token: t.tokens.DEALER })
    ).json().data;
    expect(preview.columns).toEqual(
      expect.arrayContaining(['@id', 'stock', 'make', 'images/image', 'title']),
    );
    expect(preview.rows[0]).toMatchObject({
      stock: 'X-1',
      title: 'Setra S 517 HD & trailer hitch',
      'images/image': 'https://photos.example/x1-1.jpg|https://photos.example/x1-2.jpg',
    });
    expect(preview.rows[1].title).toBe('Citaro <low floor>');

    const run = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(run.counts).toMatchObject({ created: 1, failed: 1 });
    // The second <vehicle> starts on line 18 and names a city Germany does not have.
    expect(run.errors).toContainEqual({
      line: 18,
      field: 'city',
      message: expect.stringContaining('Atlantis'),
    });
  });

  it('never fetches or expands an external entity: the file is refused as a run error', async () => {
    const url = `http://127.0.0.1:${(entityServer.address() as AddressInfo).port}/secret`;
    const hostile = `<?xml version="1.0"?>
<!DOCTYPE vehicles [ <!ENTITY secret SYSTEM "${url}"> ]>
<vehicles><vehicle><stock>&secret;</stock><make>Setra</make><model>S 517 HD</model><type>City</type>
<year>2020</year><price>1000</price><country>Germany</country><city>Berlin</city><title>&secret;</title></vehicle></vehicles>`;
    const feed = await t.createFeed(t.tokens.DEALER, { name: 'Hostile', format: 'xml', file_text: hostile });
    const run = await t.runFeed(t.tokens.DEALER, feed.id);
    expect(run.status).toBe('failed');
    expect(run.errors).toEqual([
      { line: 2, field: null, message: 'The XML file declares entities; feeds may not use them' },
    ]);
    expect(run.counts.created).toBe(0);
    expect(entityRequests).toBe(0);
    expect(await t.adsOfFeed(feed.id)).toHaveLength(0);
  });

  it('reads JSON as an array of objects or as one object per line, nested keys by path', async () => {
    const vehicle = (stock: string) => ({
      stock_no: stock,
      make: 'Setra',
      model: 'S 516 HD',
      body: 'Intercity',
      year: 2018,
      price: 150000,
      place: { country: 'Germany', city: 'Berlin' },
      title: `Setra ${stock}`,
      images: ['https://photos.example/1.jpg', 'https://photos.example/2.jpg'],
    });
    const mapping = {
      ...CSV_MAPPING,
      country: 'place/country',
      city: 'place/city',
      stock_number: 'stock_no',
    };
    const array = await t.createFeed(t.tokens.DEALER, {
      name: 'JSON array',
      format: 'json',
      field_mapping: mapping,
      file_text: JSON.stringify([vehicle('J-1'), vehicle('J-2')], null, 2),
    });
    const lines = await t.createFeed(t.tokens.DEALER, {
      name: 'JSON lines',
      format: 'json',
      field_mapping: mapping,
      file_text: [vehicle('L-1'), vehicle('L-2'), vehicle('L-3')]
        .map((item) => JSON.stringify(item))
        .join('\n'),
    });
    expect((await t.runFeed(t.tokens.DEALER, array.id)).counts.created).toBe(2);
    expect((await t.runFeed(t.tokens.DEALER, lines.id)).counts.created).toBe(3);
    const preview = (
      await t.request({ method: 'GET', url: `/api/feeds/${array.id}/preview`, token: t.tokens.DEALER })
    ).json().data;
    expect(preview.rows[1]).toMatchObject({
      stock_no: 'J-2',
      'place/city': 'Berlin',
      images: 'https://photos.example/1.jpg|https://photos.example/2.jpg',
    });
  });

  it('suggests lookup items for values nothing maps, and a saved value mapping makes the row import', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'One column',
      field_mapping: { ...CSV_MAPPING, stock_number: 'stock_no', model: 'make' },
      file_text:
        'stock_no,make,body,year,price,country,city,title\nM-1,Mercedes Benz Tourismo 16 RHD,Intercity,2016,90000,Germany,Berlin,Tourismo RHD\n',
    });
    const suggestions = (
      await t.request({ method: 'GET', url: `/api/feeds/${feed.id}/suggestions`, token: t.tokens.DEALER })
    ).json().data.items as { field: string; value: string; suggestions: { id: string; name: string }[] }[];
    const brand = suggestions.find((item) => item.field === 'brand')!;
    const model = suggestions.find((item) => item.field === 'model')!;
    expect(brand.value).toBe('Mercedes Benz Tourismo 16 RHD');
    expect(brand.suggestions[0]!.name).toBe('Mercedes-Benz');
    expect(model.suggestions[0]!.name).toBe('Tourismo');

    // Unknown until mapped: the run reports it, never guesses.
    expect((await t.runFeed(t.tokens.DEALER, feed.id)).errors[0]).toMatchObject({ line: 2, field: 'brand' });
    const mapped = await t.request({
      method: 'PATCH',
      url: `/api/feeds/${feed.id}`,
      token: t.tokens.DEALER,
      payload: {
        version: feed.version,
        value_mappings: {
          brand: { [brand.value]: brand.suggestions[0]!.id },
          model: { [model.value]: model.suggestions[0]!.id },
        },
      },
    });
    expect(mapped.statusCode).toBe(200);
    expect((await t.runFeed(t.tokens.DEALER, feed.id)).counts).toMatchObject({ created: 1, failed: 0 });
  });

  it('refuses to start a run before the required fields are mapped', async () => {
    const feed = await t.createFeed(t.tokens.DEALER, {
      name: 'Unmapped',
      field_mapping: { stock_number: 'stock_no' },
      file_text: await fixture('stock.csv'),
    });
    const response = await t.request({
      method: 'POST',
      url: `/api/feeds/${feed.id}/runs`,
      token: t.tokens.DEALER,
      payload: { dry_run: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['field_mapping.brand']).toEqual([
      'Map a column of the feed to this field',
    ]);
  });
});
