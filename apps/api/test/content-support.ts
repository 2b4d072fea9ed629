import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { jpegBytes } from './uploads-support.ts';
import { placesOf, validBody } from './users-support.ts';

/** A Tiptap document of paragraphs (and whatever nodes a test adds). */
export const documentOf = (...content: object[]) => ({ type: 'doc', content });
export const paragraph = (text: string, marks?: object[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

/** One language's text, published unless told otherwise. */
export const textIn = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: documentOf(paragraph(`${title}: what a buyer of a used coach should know before signing.`)),
  status: 'published',
  ...extra,
});

/** PUT /api/content/{id}: an article unless the payload says otherwise. */
export const saveContent = (t: TestApp, token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/content/${id}`, token, payload: { type: 'article', ...payload } });

export async function createContent(t: TestApp, token: string, payload: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/content',
    token,
    payload: { type: 'article', ...payload },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().data as {
    id: string;
    version: number;
    translations: Record<string, { slug: string; status: string; title: string }>;
    states: Record<string, string>;
  };
}

export const publicContent = (
  t: TestApp,
  slug: string,
  language: string,
  headers: Record<string, string> = {},
) =>
  t.request({
    method: 'GET',
    url: `/api/public/content/${encodeURIComponent(slug)}?lang=${language}`,
    headers,
  });

/** A JPEG sent through the signed upload flow to the `content` namespace, as the editor's uploader does. */
export async function uploadContentImage(t: TestApp, token: string, bytes?: Buffer) {
  const image = bytes ?? (await jpegBytes(640, 400));
  const signature = await t.request({
    method: 'POST',
    url: '/api/uploads/signature',
    token,
    payload: { namespace: 'content', filename: 'setra.jpg', content_type: 'image/jpeg', size: image.length },
  });
  if (signature.statusCode !== 200) throw new Error(`signature failed: ${signature.body}`);
  const { upload, key } = signature.json().data as {
    upload: { url: string; headers: Record<string, string> };
    key: string;
  };
  const put = await t.request({ method: 'PUT', url: upload.url, payload: image, headers: upload.headers });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return key;
}

export const imageNode = (src: string, alt: string) => ({ type: 'image', attrs: { src, alt } });

/** Another ADMIN, created by `admin` through the users API and signed in: a second editor of the same content. */
export async function signInAnotherAdmin(t: TestApp, admin: string, name: { first: string; last: string }) {
  const body = validBody(await placesOf(t), 'ADMIN', { first_name: name.first, last_name: name.last });
  const created = await t.request({ method: 'POST', url: '/api/users', token: admin, payload: body });
  if (created.statusCode !== 201) throw new Error(`creating ${name.first} failed: ${created.body}`);
  return {
    id: created.json().data.id as string,
    token: await t.login(body.email_address as string, body.password as string),
  };
}

/**
 * One content test file's app (no mail worker) and its ADMIN's token, made before the file's tests and closed
 * after them, and `save`: PUT an item as that ADMIN.
 */
export function contentTestFile() {
  const file = {} as { t: TestApp; admin: string };
  beforeAll(async () => {
    file.t = await createTestApp({ MAIL_WORKER: 'false' });
    file.admin = await file.t.login(ACCOUNTS.ADMIN);
  });
  afterAll(() => file.t.close());
  const save = (id: string, payload: Record<string, unknown>) => saveContent(file.t, file.admin, id, payload);
  return Object.assign(file, { save });
}
