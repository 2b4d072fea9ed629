import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../src/modules/content/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import {
  createContent,
  documentOf,
  paragraph,
  publicContent,
  textIn,
  uploadContentImage,
} from './content-support.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ MAIL_WORKER: 'false' });
  admin = await t.login(ACCOUNTS.ADMIN);
});
afterAll(() => t.close());

const createWithBody = (body: object) =>
  t.request({
    method: 'POST',
    url: '/api/content',
    token: admin,
    payload: { type: 'article', translations: { en: { title: 'Hostile', body, status: 'published' } } },
  });

/** The shape of a content upload key: the allowlist's checks run before the upload itself is looked at. */
const CONTENT_KEY = 'images/original/content/2026-11-24/0123456789abcdef0123456789abcdef.jpg';
const link = (href: string) => paragraph('click', [{ type: 'link', attrs: { href } }]);

describe('a stored document outside the allowlist is refused', () => {
  const hostile: [string, object, string][] = [
    [
      'a script node',
      documentOf({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }),
      'The text contains an element that is not allowed',
    ],
    [
      'an iframe',
      documentOf({ type: 'iframe', attrs: { src: 'https://evil.example/' } }),
      'The text contains an element that is not allowed',
    ],
    ['an svg', documentOf({ type: 'svg', content: [] }), 'The text contains an element that is not allowed'],
    [
      'an event attribute',
      documentOf({
        type: 'paragraph',
        attrs: { onclick: 'alert(1)' },
        content: [{ type: 'text', text: 'hi' }],
      }),
      'The text contains a setting that is not allowed',
    ],
    [
      'a style attribute',
      documentOf({
        type: 'paragraph',
        attrs: { style: 'background:url(javascript:alert(1))' },
        content: [{ type: 'text', text: 'hi' }],
      }),
      'The text contains a setting that is not allowed',
    ],
    [
      'a style mark',
      documentOf(paragraph('red', [{ type: 'textStyle', attrs: { color: 'red' } }])),
      'The text contains formatting that is not allowed',
    ],
    [
      'a javascript: link',
      documentOf(link('javascript:alert(1)')),
      'A link must go to an https://, mailto: or tel: address or to a page of the site',
    ],
    [
      'a mixed-case javascript: link',
      documentOf(link(' JaVaScRiPt:alert(1)')),
      'A link must go to an https://, mailto: or tel: address or to a page of the site',
    ],
    [
      'a javascript: link hidden by a tab',
      documentOf(link('java\tscript:alert(1)')),
      'A link must go to an https://, mailto: or tel: address or to a page of the site',
    ],
    [
      'a data: link',
      documentOf(link('data:text/html;base64,PHNjcmlwdD4=')),
      'A link must go to an https://, mailto: or tel: address or to a page of the site',
    ],
    [
      'a protocol-relative link',
      documentOf(link('//evil.example/')),
      'A link must go to an https://, mailto: or tel: address or to a page of the site',
    ],
    [
      'an event attribute on a link',
      documentOf(
        paragraph('x', [
          { type: 'link', attrs: { href: 'https://coachyard.example', onmouseover: 'alert(1)' } },
        ]),
      ),
      'The text contains a setting that is not allowed',
    ],
    [
      'an SVG image',
      documentOf({ type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'logo' } }),
      'Images must be uploaded through the image uploader',
    ],
    [
      'an image without alt text',
      documentOf({ type: 'image', attrs: { src: CONTENT_KEY } }),
      'Describe every image in its alternative text',
    ],
    [
      'an image with onerror',
      documentOf({
        type: 'image',
        attrs: { src: CONTENT_KEY, alt: 'Setra', onerror: 'alert(1)' },
      }),
      'The text contains a setting that is not allowed',
    ],
  ];
  it.each(hostile)('%s', async (_name, body, message) => {
    const response = await createWithBody(body);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().error.fields).flat()).toContain(message);
  });

  it('tells a client that sends HTML or plain text instead of the editor’s document what it expects', async () => {
    for (const body of ['<p>Our new Setra <b>fleet</b></p>', ['paragraph']]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/content',
        token: admin,
        payload: { type: 'article', translations: { en: { title: 'Typed', body, status: 'draft' } } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['translations.en.body']).toEqual([
        'Expected the editor\'s JSON document ({ "type": "doc", "content": [...] }), not text or HTML',
      ]);
    }
  });
});

describe('what the public site receives', () => {
  it('is escaped text: markup typed into the text never becomes markup', async () => {
    const photo = await uploadContentImage(t, admin);
    const item = await createContent(t, admin, {
      translations: {
        en: textIn('Typed markup', {
          body: documentOf(
            paragraph('<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)>'),
            {
              type: 'heading',
              attrs: { level: 2, textAlign: 'center' },
              content: [{ type: 'text', text: 'Seats' }],
            },
            paragraph('Our terms', [
              { type: 'link', attrs: { href: 'https://coachyard.example/terms', target: '_blank' } },
            ]),
            {
              type: 'image',
              attrs: { src: photo, alt: 'A Setra S 516 HD at the depot' },
            },
          ),
        }),
      },
    });
    const html = (await publicContent(t, item.translations.en!.slug, 'en')).json().data.html as string;
    expect(html).not.toMatch(/<(script|svg)|<img[^>]*onerror|<svg[^>]*onload/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h2 class="text-center">Seats</h2>');
    expect(html).toContain(
      '<a href="https://coachyard.example/terms" target="_blank" rel="noopener noreferrer">Our terms</a>',
    );
    expect(html).toContain(
      `<img src="${t.app.storage.publicUrl(photo)}" alt="A Setra S 516 HD at the depot" />`,
    );
  });

  it('passes through sanitize-html with the same allowlist (pasted or imported HTML)', () => {
    const cleaned = sanitizeRichHtml(
      [
        '<p onclick="alert(1)" style="color:red" class="text-right evil">Kept</p>',
        '<script>alert(1)</script>',
        '<style>body{display:none}</style>',
        '<svg><circle onload="alert(1)"></circle></svg>',
        '<iframe src="https://www.youtube.com/embed/x"></iframe>',
        '<a href="javascript:alert(1)">bad link</a>',
        '<a href="https://coachyard.example" onmouseover="alert(1)">good link</a>',
        '<img src="x" onerror="alert(1)" alt="broken">',
        '<object data="evil.swf"></object>',
      ].join(''),
    );
    expect(cleaned).toBe(
      '<p class="text-right">Kept</p><a>bad link</a><a href="https://coachyard.example">good link</a><img src="x" alt="broken" />',
    );
  });
});
