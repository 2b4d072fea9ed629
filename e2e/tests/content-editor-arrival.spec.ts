import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';
import { closeResult, pasteHtml, signInSpeaking, tokenOf, uiTexts, WORD_HTML } from './content-support';

const english = uiTexts('en');

// Issue 30: the content form opens without its editor's code (Tiptap, 160 kB), which comes when the text is first
// reached. What a person writes before it has arrived is the form's text as much as what they write after.

/** The editor's code, held back as a slow network would. */
const EDITOR_CODE = /\/assets\/rich-text-editor-[\w-]+\.js$/;

interface StoredNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: StoredNode[];
  text?: string;
}
const textOf = (node: StoredNode): string => node.text ?? (node.content ?? []).map(textOf).join('');

async function storedBlocks(page: Page, id: string) {
  const stored = await page.request.get(`/api/content/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const document = (await stored.json()).data.translations.en.body as StoredNode;
  return document
    .content!.filter((node) => textOf(node).trim() !== '')
    .map((node) => [node.type, textOf(node)]);
}

/**
 * An ADMIN's new article titled `title`, its editor's code held back: the body's stand-in clicked into, and what
 * lets the code through.
 */
async function newArticleWithoutEditor(page: Page, title: string) {
  await signInSpeaking(page, 'ADMIN', 'en');
  const release = await holdRequests(page, EDITOR_CODE);
  await page.goto('/content/create');
  await page.getByRole('textbox', { name: english.field('title', 'en'), exact: true }).fill(title);
  const body = page.getByRole('textbox', { name: english.field('body', 'en'), exact: true });
  await body.click();
  return { release, body };
}

test('text typed and pasted before the editor has arrived is kept, saved, and goes on where the caret was', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { release, body } = await newArticleWithoutEditor(page, 'Before a coach is sold');
  await page.keyboard.type('Read this first.');
  await page.keyboard.press('Enter');
  await pasteHtml(body, WORD_HTML);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Drive safely.');
  // The editor is still on its way, yet the form knows its text is changed and saves all of it.
  await expect(page.getByRole('button', { name: english.content.toolbar.boldControlLabel })).toHaveCount(0);
  const unsaved = new RegExp(`${english.content.autosave.unsaved}|${english.content.autosave.kept}`);
  await expect(page.getByRole('status').filter({ hasText: unsaved })).toBeVisible();
  await page.getByRole('button', { name: english.content.save, exact: true }).click();
  await closeResult(page, english);
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]+\/edit$/);
  const id = /\/content\/([0-9a-f-]+)\/edit$/.exec(page.url())![1]!;
  const written = [
    ['paragraph', 'Read this first.'],
    ['heading', 'Before the viewing'],
    ['paragraph', 'Have these ready:'],
    ['bulletList', 'Service bookStamped by the garageTachograph records'],
    ['paragraph', 'Read our selling guide.'],
  ];
  expect(await storedBlocks(page, id)).toEqual([...written, ['paragraph', 'Drive safely.']]);

  // The saved item opens again without its editor; a word added after the first arrives before the editor does,
  // the next after it, and both land where the caret was.
  release();
  await page.unrouteAll({ behavior: 'wait' });
  const releaseAgain = await holdRequests(page, EDITOR_CODE);
  await page.reload();
  await body.getByText('Drive safely.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Always');
  releaseAgain();
  await expect(page.getByRole('button', { name: english.content.toolbar.boldControlLabel })).toBeVisible();
  await page.keyboard.type(', at every hour.');
  await expect(body.getByRole('heading', { level: 2, name: 'Before the viewing' })).toBeVisible();
  await page.getByRole('button', { name: english.content.save, exact: true }).click();
  await closeResult(page, english);
  expect(await storedBlocks(page, id)).toEqual([
    ...written,
    ['paragraph', 'Drive safely. Always, at every hour.'],
  ]);
});

test('words pasted mid-sentence before the editor has arrived join that sentence, and typing goes on after them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { release, body } = await newArticleWithoutEditor(page, 'Rest on long coach trips');
  await page.keyboard.type('Drivers rest after four and a half hours.');
  await page.keyboard.press('Home');
  for (const _ of 'Drivers rest '.split('')) await page.keyboard.press('ArrowRight');
  await pasteHtml(body, '<p><b>45 minutes</b></p>');
  await page.keyboard.type(' at least ');
  await expect(page.getByRole('button', { name: english.content.toolbar.boldControlLabel })).toHaveCount(0);
  await page.getByRole('button', { name: english.content.save, exact: true }).click();
  await closeResult(page, english);
  await expect(page).toHaveURL(/\/content\/[0-9a-f-]+\/edit$/);
  const id = /\/content\/([0-9a-f-]+)\/edit$/.exec(page.url())![1]!;
  expect(await storedBlocks(page, id)).toEqual([
    ['paragraph', 'Drivers rest 45 minutes at least after four and a half hours.'],
  ]);
  release();
});
