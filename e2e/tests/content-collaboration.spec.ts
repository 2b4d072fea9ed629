import type { Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, test } from './fixtures';
import {
  closeResult,
  GOOGLE_DOCS_HTML,
  pasteHtml,
  shootScreen,
  signInSpeaking,
  tokenOf,
  uiTexts,
  WORD_HTML,
} from './content-support';

const english = uiTexts('en');
const arabic = uiTexts('ar');

test('two editors of one item are told of each other, in their own language, until one of them leaves', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  await signInSpeaking(page, 'ADMIN', 'en');
  await page.goto('/content?q=privacy');
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('textbox', { name: english.field('title', 'en'), exact: true })).toBeVisible();
  const editorUrl = page.url();

  // Sophie Martin, another ADMIN, opens the same item in another browser, reading the interface in Arabic.
  const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const sophie = await other.newPage();
  await signInSpeaking(sophie, 'sophie.martin@coachyard.test', 'ar');
  await sophie.goto(editorUrl);
  await expect(
    sophie
      .getByRole('status')
      .filter({ hasText: arabic.fill(arabic.content.presence.editing, { name: 'Elif Demir' }) }),
  ).toBeVisible();
  await expectNoViolations(sophie);
  await shoot(sophie, info, 'content-presence-ar');

  // Elif's next report (every 10 s) names Sophie.
  const told = page
    .getByRole('status')
    .filter({ hasText: english.fill(english.content.presence.editing, { name: 'Sophie Martin' }) });
  await expect(told).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page);
  await shoot(page, info, 'content-presence-en');

  // Sophie goes back to the list: the notice leaves Elif's screen at her next report. (A hidden or closed tab says
  // so too: the next test.)
  await sophie.getByRole('link', { name: arabic.shell.nav.content, exact: true }).click();
  await expect(sophie).toHaveURL(/\/content$/);
  await expect(told).toBeHidden({ timeout: 20_000 });
  await other.close();
});

/** What a browser does when its tab goes behind another one (or the phone switches apps), and back. */
/** An English article of one paragraph, made through the API by the signed-in user; its id. */
async function createArticle(page: Page, title: string, text: string) {
  const created = await page.request.post('/api/content', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      type: 'article',
      translations: {
        en: {
          title,
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
        },
      },
    },
  });
  return (await created.json()).data.id as string;
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // The document's own getters again.
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test('an editor who hides or closes the tab leaves the other one’s screen within seconds', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInSpeaking(page, 'ADMIN', 'en');
  const id = await createArticle(page, 'Winter tyres for coaches', 'Check the tread.');
  await page.goto(`/content/${id}/edit`);
  await expect(page.getByRole('textbox', { name: english.field('title', 'en'), exact: true })).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const sophie = await other.newPage();
  await signInSpeaking(sophie, 'sophie.martin@coachyard.test', 'en');
  await sophie.goto(`/content/${id}/edit`);
  await expect(
    sophie
      .getByRole('status')
      .filter({ hasText: english.fill(english.content.presence.editing, { name: 'Elif Demir' }) }),
  ).toBeVisible();
  const told = page
    .getByRole('status')
    .filter({ hasText: english.fill(english.content.presence.editing, { name: 'Sophie Martin' }) });
  // Elif was alone: her next report (every 10 s) names Sophie.
  await expect(told).toBeVisible({ timeout: 20_000 });

  // Sophie's tab goes behind another: she says she left; Elif, reporting every 3 s while someone is there, sees
  // it well before the 25 s a silent screen takes to be forgotten.
  await setHidden(sophie, true);
  await expect(told).toBeHidden({ timeout: 8_000 });
  // Back in front, Sophie reports at once; Elif hears it at her next report.
  await setHidden(sophie, false);
  await expect(told).toBeVisible({ timeout: 20_000 });

  // Sophie closes the tab: its leave goes out with the page (keepalive), and the notice leaves Elif's screen.
  const closedAt = Date.now();
  await sophie.close();
  await expect(told).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - closedAt).toBeLessThan(8_000);
  await other.close();
});

test('a stale save shows who saved first, and keeping both sides stores both texts', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  // Elif reads the interface in Arabic; the article is English.
  await signInSpeaking(page, 'ADMIN', 'ar');
  const id = await createArticle(page, 'Night driving rules for coach drivers', 'Rest first.');
  await page.goto(`/content/${id}/edit`);
  const elifBody = page.getByRole('textbox', { name: arabic.field('body', 'en'), exact: true });
  await expect(elifBody).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const sophie = await other.newPage();
  await signInSpeaking(sophie, 'sophie.martin@coachyard.test', 'en');
  await sophie.goto(`/content/${id}/edit`);
  await sophie.getByRole('textbox', { name: english.field('body', 'en'), exact: true }).click();
  await sophie.keyboard.press('End');
  await sophie.keyboard.type(' Drivers rest 45 minutes after four and a half hours.');
  await sophie.getByRole('button', { name: english.content.save, exact: true }).click();
  await closeResult(sophie, english);
  await other.close();

  await elifBody.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Dipped headlights in every tunnel.');
  await page.getByRole('button', { name: arabic.content.save, exact: true }).click();
  const conflict = page.getByRole('dialog', { name: arabic.content.conflict.title });
  await expect(conflict).toContainText('Sophie Martin');
  await expectNoViolations(page);
  await shootScreen(page, info, 'content-conflict-ar');
  await conflict.getByRole('button', { name: arabic.content.conflict.both }).click();
  await expect(conflict).toBeHidden();
  // What is saved next is what the editor shows: both sides, not only the text Elif typed.
  await expect(elifBody).toContainText('Drivers rest 45 minutes after four and a half hours.');
  await expect(elifBody).toContainText('Dipped headlights in every tunnel.');
  await page.getByRole('button', { name: arabic.content.save, exact: true }).click();
  await closeResult(page, arabic);

  const stored = await page.request.get(`/api/content/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const body = JSON.stringify((await stored.json()).data.translations.en.body);
  expect(body).toContain('Drivers rest 45 minutes after four and a half hours.');
  expect(body).toContain('Dipped headlights in every tunnel.');
  expect(body).toContain('"type":"horizontalRule"');
});

interface StoredNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: StoredNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}
const textOf = (node: StoredNode): string => node.text ?? (node.content ?? []).map(textOf).join('');

test('text pasted from Word and from Google Docs keeps its headings, lists and links and loses its styling', async ({
  page,
}) => {
  await signInSpeaking(page, 'ADMIN', 'en');
  await page.goto('/content/create');
  await page
    .getByRole('textbox', { name: english.field('title', 'en'), exact: true })
    .fill('Selling and financing a coach');
  const body = page.getByRole('textbox', { name: english.field('body', 'en'), exact: true });
  await body.click();
  for (const html of [WORD_HTML, GOOGLE_DOCS_HTML]) {
    // On a line of its own, as a person pastes a second document below the first.
    if (html === GOOGLE_DOCS_HTML) await page.keyboard.press('Enter');
    await pasteHtml(body, html);
  }
  await expect(body.getByRole('heading', { level: 2, name: 'Before the viewing' })).toBeVisible();
  await expect(body.getByRole('heading', { level: 2, name: 'Financing' })).toBeVisible();
  // Nested items (Word's level 2, Google's aria-level 2) sit inside the item above them.
  await expect(body.getByRole('listitem')).toHaveText([
    'Service bookStamped by the garage',
    'Stamped by the garage',
    'Tachograph records',
    'Leasing over 60 monthsWith a balloon payment',
    'With a balloon payment',
    'Bank loan',
  ]);
  await page.getByRole('button', { name: english.content.save, exact: true }).click();
  await closeResult(page, english);
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]+\/edit$/);

  // What the API stored: the structure, and nothing of Word's or Google's styling.
  const id = /\/content\/([0-9a-f-]+)\/edit$/.exec(page.url())![1];
  const stored = await page.request.get(`/api/content/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const document = (await stored.json()).data.translations.en.body as StoredNode;
  const blocks = document.content!.filter((node) => textOf(node).trim() !== '');
  expect(blocks.map((node) => [node.type, node.attrs?.level ?? null, textOf(node)])).toEqual([
    ['heading', 2, 'Before the viewing'],
    ['paragraph', null, 'Have these ready:'],
    ['bulletList', null, 'Service bookStamped by the garageTachograph records'],
    ['paragraph', null, 'Read our selling guide.'],
    ['heading', 2, 'Financing'],
    ['orderedList', null, 'Leasing over 60 monthsWith a balloon paymentBank loan'],
    ['paragraph', null, 'Today’s rates'],
  ]);
  // The second level is stored as a list inside the first item, after its paragraph.
  const nestedIn = (list: StoredNode) => list.content![0]!.content!.map((node) => [node.type, textOf(node)]);
  expect(nestedIn(blocks[2]!)).toEqual([
    ['paragraph', 'Service book'],
    ['bulletList', 'Stamped by the garage'],
  ]);
  expect(nestedIn(blocks[5]!)).toEqual([
    ['paragraph', 'Leasing over 60 months'],
    ['bulletList', 'With a balloon payment'],
  ]);
  const marks = JSON.stringify(document).match(/"type":"(bold|italic|underline|strike|link|code)"/g);
  expect(marks).toEqual(['"type":"bold"', '"type":"link"', '"type":"link"']);
  expect(JSON.stringify(document)).toContain('"href":"https://www.coachyard.com/sell"');
  expect(JSON.stringify(document)).toContain('"href":"https://www.coachyard.com/financing"');
  expect(JSON.stringify(document)).not.toMatch(
    /mso-|Calibri|Arial|font|color|style|docs-internal|MsoNormal|o:p/i,
  );
});
