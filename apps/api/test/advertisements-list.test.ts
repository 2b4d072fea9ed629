import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVERTISEMENT_CSV_COLUMNS,
  type Advertisement,
  type AdvertisementListItem,
} from '@coachyard/contract';
import { parseCsv, serializeCsv } from '../src/lib/csv.ts';
import { createAdsTestApp, fieldsOf, type AdsTestApp } from './advertisements-support.ts';

let t: AdsTestApp;
let dealer: { id: string; token: string };
const ads: Record<string, Advertisement> = {};

beforeAll(async () => {
  t = await createAdsTestApp();
  dealer = await t.newDealer();
  const { id, city } = t.lookups;
  const gb = { region: 'gb', country_id: id('countries', 'gb'), city_id: city('gb', 'london') } as const;
  ads.temsa = await t.createAd(dealer.token, {
    year: 2015,
    price_minor: 100_000_00,
    title: { tr: 'Şahane otobüs' },
  });
  ads.setra = await t.createAd(dealer.token, {
    brand_id: id('brands', 'setra'),
    model_id: id('vehicle-models', 'setra-s-516-hd'),
    year: 2020,
    price_minor: 300_000_00,
    description: { de: 'Scheckheftgepflegt, Nichtraucherfahrzeug' },
    title: { en: 'Setra for sale' },
  });
  ads.london = await t.createAd(dealer.token, {
    ...gb,
    vehicle_type_id: id('vehicle-type', 'city'),
    year: 2022,
    price_minor: 200_000_00,
    title: { en: 'City bus' },
  });
  ads.ankara = await t.createAd(dealer.token, {
    city_id: city('tr', 'ankara'),
    year: 2010,
    price_minor: 50_000_00,
  });
});
afterAll(() => t?.close());

const list = async (query: string, token = dealer.token) => {
  const response = await t.request({ method: 'GET', url: `/api/advertisements?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: AdvertisementListItem[];
    total: number;
    page: number;
    next_cursor: string | null;
    prev_cursor: string | null;
  };
};
const namesOf = async (query: string) =>
  (await list(query)).items.map((item) => Object.keys(ads).find((name) => ads[name]!.id === item.id)).sort();

describe('filters and search', () => {
  it.each([
    ['', ['ankara', 'london', 'setra', 'temsa']],
    ['status=draft', ['ankara', 'london', 'setra', 'temsa']],
    ['status=published,sold', []],
    ['brand=BRAND_SETRA', ['setra']],
    ['model=MODEL_SAFARI', ['ankara', 'london', 'temsa']],
    ['year_min=2015&year_max=2020', ['setra', 'temsa']],
    ['price_min=10000000&price_max=20000000', ['london', 'temsa']],
    ['region=gb', ['london']],
    ['country=COUNTRY_TR', ['ankara', 'setra', 'temsa']],
    ['city=CITY_ANKARA', ['ankara']],
    ['vehicle_type=TYPE_CITY', ['london']],
    ['q=setra', ['setra']],
    ['q=SAHANE', ['temsa']],
    ['q=scheckheft', ['setra']],
    ['q=safari%20clean', ['ankara']],
    ['q=safari', ['ankara', 'london', 'temsa']],
    ['q=nothing-like-this', []],
  ])('%s', async (query, expected) => {
    const { id, city } = t.lookups;
    const resolved = query
      .replace('BRAND_SETRA', id('brands', 'setra'))
      .replace('MODEL_SAFARI', id('vehicle-models', 'temsa-safari-hd'))
      .replace('COUNTRY_TR', id('countries', 'tr'))
      .replace('CITY_ANKARA', city('tr', 'ankara'))
      .replace('TYPE_CITY', id('vehicle-type', 'city'));
    expect(await namesOf(resolved)).toEqual(expected);
    expect((await list(resolved)).total).toBe(expected.length);
  });

  it('finds an ad by its short id, whole or begun', async () => {
    expect(await namesOf(`q=${ads.london!.short_id}`)).toEqual(['london']);
    expect(await namesOf(`q=${ads.london!.short_id.slice(0, 5).toLowerCase()}`)).toContain('london');
  });

  it('refuses unknown sorts, filters out of range and a cursor it did not make', async () => {
    for (const query of ['sort=title', 'status=sunk', 'year_min=abc', 'cursor=abc', 'per_page=101']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/advertisements?${query}`,
        token: dealer.token,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const { next_cursor: cursor } = await list('per_page=1&sort=year');
    const otherSort = await t.request({
      method: 'GET',
      url: `/api/advertisements?cursor=${cursor}&sort=price`,
      token: dealer.token,
    });
    expect(fieldsOf(otherSort.body).cursor).toBeDefined();
  });

  it('sorts by the allowed fields both ways', async () => {
    const nameOf = (id: string) => Object.keys(ads).find((name) => ads[name]!.id === id);
    expect((await list('sort=price')).items.map((item) => nameOf(item.id))).toEqual([
      'ankara',
      'temsa',
      'london',
      'setra',
    ]);
    expect((await list('sort=-year')).items.map((item) => item.year)).toEqual([2022, 2020, 2015, 2010]);
  });
});

describe('pages and cursors', () => {
  /** Walks a whole list forward by next_cursor, then back by prev_cursor from the last page. */
  async function walk(query: string, perPage: number) {
    const pages: AdvertisementListItem[][] = [];
    let page = await list(`${query}&per_page=${perPage}`, t.tokens.ADMIN);
    const total = page.total;
    pages.push(page.items);
    while (page.next_cursor) {
      const number = page.page;
      page = await list(`${query}&per_page=${perPage}&cursor=${page.next_cursor}`, t.tokens.ADMIN);
      expect(page.page).toBe(number + 1);
      expect(page.total).toBe(total);
      if (page.items.length) pages.push(page.items);
    }
    const backwards: AdvertisementListItem[][] = [page.items];
    while (page.prev_cursor) {
      page = await list(`${query}&per_page=${perPage}&cursor=${page.prev_cursor}`, t.tokens.ADMIN);
      backwards.unshift(page.items);
    }
    expect(page.page).toBe(1);
    return {
      total,
      forward: pages.flat().map((item) => item.id),
      backward: backwards.flat().map((item) => item.id),
      pages,
    };
  }

  it.each(['region=gb', 'region=us&sort=-year', 'region=gb&sort=price', 'status=draft&sort=short_id'])(
    'walking %s by cursor returns every ad exactly once, both ways',
    async (query) => {
      const { total, forward, backward } = await walk(query, 37);
      expect(total).toBeGreaterThan(37);
      expect(forward).toHaveLength(total);
      expect(new Set(forward).size).toBe(total);
      expect(backward).toEqual(forward);
    },
  );

  it('breaks ties by id: ads sharing one updated_at still come exactly once', async () => {
    const twin = await t.newDealer();
    for (let index = 0; index < 7; index += 1) await t.createAd(twin.token);
    await t.db.execute(
      `update advertisements set updated_at = '2025-06-01T00:00:00Z' where owner_id = '${twin.id}'`,
    );
    const { forward, total } = await walk(`owner=${twin.id}`, 2);
    expect(total).toBe(7);
    expect(new Set(forward).size).toBe(7);
    // A page by number starts inside the run of equal timestamps, exactly where the cursor walk does.
    for (const page of [2, 3, 4]) {
      const byNumber = await list(`owner=${twin.id}&per_page=2&page=${page}`, t.tokens.ADMIN);
      expect(byNumber.items.map((item) => item.id)).toEqual(forward.slice((page - 1) * 2, page * 2));
    }
  });

  it('a page number gives the same rows as walking there by cursor', async () => {
    const { pages } = await walk('status=draft', 25);
    const third = await list('status=draft&per_page=25&page=3', t.tokens.ADMIN);
    expect(third.page).toBe(3);
    expect(third.items.map((item) => item.id)).toEqual(pages[2]!.map((item) => item.id));
    const beyond = await list('status=draft&per_page=25&page=10000', t.tokens.ADMIN);
    expect(beyond).toMatchObject({ items: [], next_cursor: null, prev_cursor: null });
  });
});

describe('CSV export', () => {
  it('exports the filtered rows with formulas neutralised', async () => {
    const dangerous = ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const title of dangerous)
      await t.createAd(dealer.token, { title: { en: title }, lang: 'en', year: 1999 });
    // Names are trimmed on the way in; a leading tab can only come from older data.
    await t.db.execute(`update users set first_name = E'\\t=Dealer' where id = '${dealer.id}'`);
    const response = await t.request({
      method: 'GET',
      url: '/api/advertisements/export.csv?year_max=1999&sort=created_at',
      token: dealer.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(ADVERTISEMENT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(5);
    // A title may hold commas: it is what lies between the columns before it and those after it.
    const titleAt = ADVERTISEMENT_CSV_COLUMNS.indexOf('title');
    const after = ADVERTISEMENT_CSV_COLUMNS.length - titleAt - 1;
    const titles = lines.slice(1).map((line) => line.split(',').slice(titleAt, -after).join(','));
    expect(titles).toEqual([`"'=HYPERLINK(""http://evil"")"`, "'+1+1", "'-2+3", "'@SUM(A1)"]);
    const ownerAt = ADVERTISEMENT_CSV_COLUMNS.indexOf('owner');
    expect(lines.slice(1).map((line) => line.split(',')[ownerAt])).toEqual(Array(4).fill("'\t=Dealer"));
  });
});

describe('search after an edit', () => {
  it('finds an ad by the words of its new title at once, and by its old words after an edit of its price alone', async () => {
    const edited = await t.createAd(dealer.token, { title: { en: 'Quiet midibus' }, year: 1998 });
    const patch = async (ad: Advertisement, body: Record<string, unknown>) => {
      const response = await t.request({
        method: 'PATCH',
        url: `/api/advertisements/${ad.id}`,
        token: dealer.token,
        payload: { ...body, version: ad.version },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Advertisement;
    };
    const found = async (q: string) =>
      (await list(`q=${q}&year_max=1998`)).items.map((item) => item.id).includes(edited.id);

    const priced = await patch(edited, { price_minor: 42_000_00 });
    expect(await found('midibus')).toBe(true);
    await patch(priced, { title: { en: 'Panoramic coach' } });
    expect(await found('panoramic')).toBe(true);
    expect(await found('midibus')).toBe(false);
  });

  it('finds the ads of a model by a translation of its name added later, and no longer by one removed', async () => {
    const url = `/api/collections/vehicle-models/items/${t.lookups.id('vehicle-models', 'temsa-safari-hd')}`;
    const translate = async (translations: (current: Record<string, string>) => Record<string, string>) => {
      const model = (await t.request({ method: 'GET', url, token: t.tokens.ADMIN })).json().data as {
        version: number;
        translations: Record<string, string>;
      };
      const saved = await t.request({
        method: 'PATCH',
        url,
        token: t.tokens.ADMIN,
        payload: { version: model.version, translations: translations(model.translations) },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const eventually = async (q: string, expected: string[]) => {
      for (
        let waited = 0;
        (await namesOf(`q=${q}&year_min=2000`)).join() !== expected.join();
        waited += 200
      ) {
        if (waited > 15_000) expect(await namesOf(`q=${q}&year_min=2000`)).toEqual(expected);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    expect(await namesOf('q=gezginci')).toEqual([]);
    await translate((current) => ({ ...current, tr: 'Safari Gezginci' }));
    await eventually('gezginci', ['ankara', 'london', 'temsa']);
    await translate(({ tr: _removed, ...rest }) => rest);
    await eventually('gezginci', []);

    // A CSV import of the table names it again.
    const exported = await t.request({
      method: 'GET',
      url: '/api/collections/vehicle-models/items/export.csv',
      token: t.tokens.ADMIN,
    });
    const [header, ...rows] = parseCsv(exported.body).map((record) => record.values);
    const column = (name: string) => header!.indexOf(name);
    rows.find((cells) => cells[column('slug')] === 'temsa-safari-hd')![column('tr')] = 'Safari Gezginci';
    const imported = await t.request({
      method: 'POST',
      url: '/api/collections/vehicle-models/items/import',
      token: t.tokens.ADMIN,
      payload: { csv: serializeCsv([header!, ...rows]) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await eventually('gezginci', ['ankara', 'london', 'temsa']);
  });
});
