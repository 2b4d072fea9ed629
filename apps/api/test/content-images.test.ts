import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import {
  createContent,
  documentOf,
  imageNode,
  paragraph,
  publicContent,
  signInAnotherAdmin,
  textIn,
  uploadContentImage,
} from './content-support.ts';

/**
 * The cover and the images in the text are signed uploads (issue 16): the server checks each one it has not
 * seen before through the uploads module, and refuses any other source.
 */

let t: TestApp;
let admin: string;
let colleague: string;

beforeAll(async () => {
  t = await createTestApp({ MAIL_WORKER: 'false' });
  admin = await t.login(ACCOUNTS.ADMIN);
  colleague = (await signInAnotherAdmin(t, admin, { first: 'Murat', last: 'Şahin' })).token;
});
afterAll(() => t.close());

const post = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/content', token, payload: { type: 'article', ...payload } });
const count = async () =>
  (await t.request({ method: 'GET', url: '/api/content?per_page=1', token: admin })).json().data
    .total as number;
const fieldsOf = (response: { json: () => { error: { fields: Record<string, string[]> } } }) =>
  response.json().error.fields;

describe('images of content', () => {
  it('a cover and an image in the text, uploaded and described in each language, reach the public site', async () => {
    const cover = await uploadContentImage(t, admin);
    const photo = await uploadContentImage(t, admin);
    const item = await createContent(t, admin, {
      cover_key: cover,
      translations: {
        en: textIn('Inside the Setra S 516 HD', {
          cover_alt: 'A white Setra S 516 HD at the Istanbul depot',
          body: documentOf(paragraph('The cockpit:'), imageNode(photo, 'The driver’s cockpit of a Setra')),
        }),
        tr: textIn('Setra S 516 HD’nin içi', {
          cover_alt: 'İstanbul garajında beyaz bir Setra S 516 HD',
          body: documentOf(paragraph('Kokpit:'), imageNode(photo, 'Bir Setra’nın sürücü kokpiti')),
        }),
      },
    });
    const english = (await publicContent(t, item.translations.en!.slug, 'en')).json().data;
    expect(english.cover).toEqual({
      url: expect.stringContaining(cover),
      alt: 'A white Setra S 516 HD at the Istanbul depot',
    });
    expect(english.html).toMatch(
      new RegExp(
        `<img src="[^"]*${photo.replace(/[./]/g, '\\$&')}" alt="The driver’s cockpit of a Setra" />`,
      ),
    );
    const turkish = (await publicContent(t, item.translations.tr!.slug, 'tr')).json().data;
    expect(turkish.cover.alt).toBe('İstanbul garajında beyaz bir Setra S 516 HD');

    // Another editor saves the item with its images, and another article shows the same photo.
    const read = (await t.request({ method: 'GET', url: `/api/content/${item.id}`, token: colleague })).json()
      .data;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/content/${item.id}`,
      token: colleague,
      payload: {
        type: 'article',
        version: read.version,
        cover_key: cover,
        translations: {
          en: {
            ...textIn('Inside the Setra S 516 HD'),
            cover_alt: 'The Setra at the depot',
            body: read.translations.en.body,
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reused = await post(colleague, {
      translations: {
        en: textIn('Cockpits compared', {
          body: documentOf(paragraph('Setra and Neoplan side by side.'), imageNode(photo, 'A Setra cockpit')),
        }),
      },
    });
    expect(reused.statusCode, reused.body).toBe(201);
  });

  it('refuses an image from anywhere else, and saves nothing', async () => {
    const before = await count();
    for (const src of [
      'https://images.example/coach.jpg',
      'http://tracker.example/pixel.png',
      '/media/images/original/content/2026-01-01/0123456789abcdef0123456789abcdef.jpg',
      'images/original/advertisements/2026-01-01/0123456789abcdef0123456789abcdef.jpg',
    ]) {
      const refused = await post(admin, {
        translations: {
          en: textIn('Hot-linked', {
            body: documentOf(paragraph('A coach at the depot.'), imageNode(src, 'A coach')),
          }),
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.values(fieldsOf(refused)).flat()).toContain(
        'Images must be uploaded through the image uploader',
      );
    }
    const foreignCover = await post(admin, {
      cover_key: 'https://images.example/cover.jpg',
      translations: { en: textIn('Foreign cover', { cover_alt: 'A coach' }) },
    });
    expect(foreignCover.statusCode).toBe(400);
    expect(fieldsOf(foreignCover).cover_key).toBeDefined();
    expect(await count()).toBe(before);
  });

  it('refuses a key that is someone else’s, never uploaded, or not an image, naming the field', async () => {
    const before = await count();
    const theirs = await uploadContentImage(t, colleague);
    const mine = await t.request({
      method: 'POST',
      url: '/api/uploads/signature',
      token: admin,
      payload: { namespace: 'content', filename: 'later.jpg', content_type: 'image/jpeg', size: 2000 },
    });
    const notSent = mine.json().data.key as string;
    const notImage = await uploadContentImage(
      t,
      admin,
      Buffer.from('GIF89a, or any text pretending to be a JPEG'),
    );
    const cases: [string, string][] = [
      [theirs, 'This image upload is not valid; please upload the image again'],
      [notSent, 'The image has not been uploaded yet'],
      [notImage, 'The file is not a valid JPG or PNG image'],
    ];
    for (const [key, message] of cases) {
      const refused = await post(admin, {
        translations: {
          en: textIn('Unchecked image', {
            body: documentOf(paragraph('A coach at the depot.'), imageNode(key, 'A coach')),
          }),
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)['translations.en.body']).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('requires the cover to be described in every language written', async () => {
    const cover = await uploadContentImage(t, admin);
    const refused = await post(admin, {
      cover_key: cover,
      translations: {
        en: textIn('Described in English only', { cover_alt: 'A Mercedes-Benz Tourismo in Munich' }),
        de: textIn('Nur auf Englisch beschrieben'),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      'translations.de.cover_alt': ['Describe every image in its alternative text'],
    });
  });
});
