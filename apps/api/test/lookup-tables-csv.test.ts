import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, lookupItems } from '../src/db/schema/index.ts';
import { parseCsv, serializeCsv } from '../src/lib/csv.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
let tableId: string;

const HEADER = 'slug,name,is_active,is_exposable,tr,en,es,fr,de,it,ru,ar';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ACCOUNTS.ADMIN);
  dealer = await t.login(ACCOUNTS.DEALER);
  const table = await t.request({
    method: 'POST',
    url: '/api/collections',
    token: admin,
    payload: { name: 'Seat fabrics', translations: { en: 'Seat fabrics', tr: 'Koltuk kumaşları' } },
  });
  tableId = table.json().data.id;
  for (const [name, en] of [
    ['Velvet', '=HYPERLINK("http://evil.test","click")'],
    ['Leather', 'Leather, "genuine"\nstitched'],
  ]) {
    await t.request({
      method: 'POST',
      url: `/api/collections/${tableId}/items`,
      token: admin,
      payload: { name, translations: { en, ar: 'جلد', tr: 'Deri' } },
    });
  }
});
afterAll(() => t.close());

const importCsv = (csv: string, token = admin) =>
  t.request({ method: 'POST', url: `/api/collections/${tableId}/items/import`, token, payload: { csv } });
const itemsOf = async () =>
  (
    await t.request({ method: 'GET', url: `/api/collections/${tableId}/items?records=all`, token: admin })
  ).json().data.items as {
    slug: string;
    version: number;
    is_active: number;
    translations: Record<string, string>;
  }[];

describe('the CSV reader and writer (RFC 4180)', () => {
  it('reads quotes, commas and line breaks inside quotes, CRLF and a BOM, with the line each record starts on', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, ""y""","multi\nline"\n\nlast,\n');
    expect(records).toEqual([
      { line: 1, values: ['a', 'b'] },
      { line: 2, values: ['x, "y"', 'multi\nline'] },
      { line: 5, values: ['last', ''] },
    ]);
    expect(() => parseCsv('a,"open\nb')).toThrow(/line 1/);
  });

  it('writes what it reads back, and neutralises formulas', () => {
    const text = serializeCsv([['=1+2', 'a,"b"', '\tx', 'plain']]);
    expect(text).toBe('\uFEFF\'=1+2,"a,""b""",\'\tx,plain\r\n');
    expect(parseCsv(serializeCsv([['a\nb', ' spaced ']]))[0]!.values).toEqual(['a\nb', ' spaced ']);
  });
});

describe('CSV export', () => {
  it('answers UTF-8 with a BOM, one column per language, formulas neutralised', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/collections/${tableId}/items/export.csv`,
      token: dealer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="seat-fabrics.csv"');
    expect(response.body.startsWith('\uFEFF' + HEADER + '\r\n')).toBe(true);
    expect(response.body).toContain(
      `velvet,Velvet,1,1,Deri,"'=HYPERLINK(""http://evil.test"",""click"")",,,,,,جلد`,
    );
    const rows = parseCsv(response.body);
    expect(rows[2]!.values[5]).toBe('Leather, "genuine"\nstitched');
  });
});

describe('CSV import', () => {
  it('reports every bad row with its line and changes nothing', async () => {
    const before = await itemsOf();
    const csv = [
      HEADER,
      'velvet,Velvet,0,1,Kadife,Velvet,,,,,,',
      'x,A,1,1,,B,,,,,,',
      'linen,Linen,2,1,,Linen <b>fine</b>,,,,,,',
      'wool,Wool,1,1,,,,,,,,',
      'velvet,Velvet,1,1,,Velvet,,,,,,',
      'short,Short,1,1',
      'leather,Hide,1,1,,Leather,,,,,,',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe('Some rows are not valid; nothing was imported');
    expect(error.rows).toEqual([
      { line: 3, field: 'name', message: 'Description must be at least 2 characters' },
      { line: 3, field: 'en', message: 'Content must be at least 2 characters' },
      { line: 4, field: 'is_active', message: 'Enter 1 or 0' },
      { line: 4, field: 'en', message: 'HTML is not allowed here; enter plain text' },
      { line: 5, field: 'translations', message: 'Enter content in a language' },
      { line: 6, field: 'slug', message: 'This key appears more than once in the file' },
      { line: 7, field: 'csv', message: 'This line does not have as many values as the header has columns' },
      { line: 8, field: 'name', message: 'This field cannot be changed after creation' },
    ]);
    expect(error.fields['4.is_active']).toEqual(['Enter 1 or 0']);
    expect(await itemsOf()).toEqual(before);
  });

  it('refuses a file that is not CSV or names unknown columns', async () => {
    const open = await importCsv(`${HEADER}\nvelvet,"Velvet,1,1`);
    expect(open.json().error.rows).toEqual([
      { line: 2, field: 'csv', message: 'The file is not valid CSV: a quoted value is not closed' },
    ]);
    const unknown = await importCsv('slug,name,price\nx,Xx,12');
    expect(unknown.json().error.rows).toEqual([{ line: 1, field: 'price', message: 'Unknown column' }]);
    const onlyHeader = await importCsv(HEADER);
    expect(onlyHeader.statusCode).toBe(400);
  });

  it('upserts by key in one go: creates, updates, leaves the rest, and audits each change', async () => {
    const started = new Date();
    const csv = [
      'slug,name,is_active,en,tr',
      'velvet,Velvet,0,Velvet,Kadife',
      'canvas,Canvas,,Canvas,Branda',
      ',Alcantara suede,1,Alcantara,Alcantara',
      `"leather","Leather",1,"Leather, ""genuine""\nstitched",Deri`,
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { created: 2, updated: 1, unchanged: 1 },
      success: { message: 'Imported' },
    });
    const items = await itemsOf();
    expect(items.map((item) => item.slug)).toEqual(['velvet', 'leather', 'canvas', 'alcantara-suede']);
    const velvet = items[0]!;
    expect(velvet).toMatchObject({ is_active: 0, version: 2 });
    // Columns not in the file keep their text.
    expect(velvet.translations).toEqual({ tr: 'Kadife', en: 'Velvet', ar: 'جلد' });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.namespace, 'lookup-tables'), gt(auditEvents.occurredAt, started)));
    expect(audits.map((event) => event.action).sort()).toEqual(['create', 'create', 'update']);
  });

  it('takes back its own export unchanged', async () => {
    const exported = await t.request({
      method: 'GET',
      url: `/api/collections/${tableId}/items/export.csv`,
      token: admin,
    });
    const response = await importCsv(exported.body);
    expect(response.json().data).toEqual({ created: 0, updated: 0, unchanged: 4 });
    const [velvet] = await t.db.select().from(lookupItems).where(eq(lookupItems.slug, 'velvet'));
    expect(velvet!.version).toBe(2);
  });

  it('needs the create and update privileges', async () => {
    expect((await importCsv(`${HEADER}\nsilk,Silk,1,1,,Silk,,,,,,`, dealer)).statusCode).toBe(403);
  });
});
