import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'ar';
type Texts = Record<string, unknown>;

/** The app's own texts, so that each step finds controls by the names a reader sees. */
export function textsOf(language: Language) {
  const web = path.resolve(import.meta.dirname, '../../apps/web/src');
  const read = (file: string) => JSON.parse(readFileSync(path.join(web, file), 'utf8')) as Texts;
  const all = {
    ...read(`locales/${language}.json`),
    ...read(`features/feeds/locales/${language}.json`),
    ...read(`features/advertisements/locales/${language}.json`),
  };
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], all);
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}
export type T = ReturnType<typeof textsOf>;

/** Closes the result dialog of a write that succeeded. */
export async function closeSuccess(page: Page, t: T) {
  const dialog = page.getByRole('dialog', { name: t('result.success') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toBeHidden();
}

/** The run shown on the Runs tab, named by its kind and its start. */
export const runDetails = (page: Page, t: T, dryRun: boolean) =>
  page.getByRole('region', {
    name: new RegExp(`^${t(dryRun ? 'feeds.runs.dryTitle' : 'feeds.runs.realTitle')} ·`),
  });

const HEADER = 'stock_no,make,model,body,year,price,currency,country,city,title';
/** The advertisement's fields and the columns of the test feeds that fill them. */
export const STOCK_COLUMNS: Record<string, string> = {
  stock_number: 'stock_no',
  brand: 'make',
  model: 'model',
  vehicle_type: 'body',
  year: 'year',
  price: 'price',
  currency: 'currency',
  country: 'country',
  city: 'city',
  title: 'title',
};
/** A coach as a dealer's stock system writes it, numbered by `stock`. */
const coachLine = (stock: string) =>
  `${stock},Setra,S 516 HD,Intercity,2017,149500,EUR,Germany,Hamburg,Setra S 516 HD ${stock}`;

/** The third coach of `/flawed.csv`: its year in words, the row's error on line 4. */
const flawedLine = (stock: string) => coachLine(stock).replace(',2017,', ',twenty,');

/**
 * A dealer's stock system on loopback (the e2e server may fetch from 127.0.0.1): `/stock.csv` serves two coaches
 * at once, `/flawed.csv` the same two and a third whose year is not a number; `/slow.csv` serves 150 and then
 * holds the file open until `releaseSlow()`, so a run of it reads past its first report of progress and then goes
 * on, as long as the test needs, without any timing.
 */
export async function startStockServer() {
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const [, name, stamp = 'X'] = /^\/(stock|slow|flawed)\.csv\?stamp=(\w+)$/.exec(request.url ?? '') ?? [];
    if (!name) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/csv' });
    const count = name === 'slow' ? 150 : 2;
    const lines = Array.from({ length: count }, (_, index) => coachLine(`${stamp}-${index + 1}`));
    if (name === 'flawed') lines.push(flawedLine(`${stamp}-3`));
    response.write([HEADER, ...lines, ''].join('\n'));
    if (name === 'slow') held.push(response);
    else response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const releaseSlow = () => held.splice(0).forEach((response) => response.end());
  return {
    urlOf: (name: 'stock' | 'slow' | 'flawed', stamp: string) =>
      `http://127.0.0.1:${port}/${name}.csv?stamp=${stamp}`,
    releaseSlow,
    close: () => {
      releaseSlow();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A feed pulled from `url`, mapped, made through the API by the signed-in user; its id. */
export async function createUrlFeed(page: Page, name: string, url: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const created = await page.request.post('/api/feeds', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, region: 'eu', format: 'csv', source_kind: 'url', url, field_mapping: STOCK_COLUMNS },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id as string;
}
