import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { MESSAGES } from '@coachyard/contract/messages/all';
import { expect, signIn, type Role } from './fixtures';

/** What the content specs share: the screens' texts in a language, the result dialog, photos to upload. */

export type UiLanguage = 'en' | 'tr' | 'es' | 'fr' | 'de' | 'it' | 'ru' | 'ar';

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../apps/web/src', file), 'utf8'));
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

/**
 * The texts a person reads on the content and menu screens in one language, from the app's own catalogues: a
 * test written once runs in English and in Arabic.
 */
export function uiTexts(language: UiLanguage) {
  const shell = readJson(`locales/${language}.json`);
  const content = readJson(`features/content/locales/${language}.json`).content;
  const menus = readJson(`features/pages/locales/${language}.json`).menus;
  const audit = readJson(`features/audit/locales/${language}.json`).audit;
  const languageName = (code: UiLanguage): string => shell.translationForm.languageNames[code];
  return {
    shell,
    content,
    menus,
    /** The API's messages (a menu's name, a settings group's): the web reads the same catalogue. */
    messages: MESSAGES[language],
    audit,
    fill,
    languageName,
    /** "Title (English)": a field of one language's text. */
    field: (key: string, code: UiLanguage) =>
      fill(content.inLanguage, { field: content.fields[key], language: languageName(code) }),
  };
}
export type UiTexts = ReturnType<typeof uiTexts>;

/** Signs in and switches the interface to `language` from the header, as a person does. */
export async function signInSpeaking(page: Page, role: Role | string, language: UiLanguage) {
  await signIn(page, role);
  if (language === 'en') return;
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * In a record's history (a drawer or the History section), restores the record as it was after the event at
 * `index` (0 is the newest, which offers no restore), confirming as a person does.
 */
export async function restoreEvent(page: Page, history: Locator, texts: UiTexts, index: number | 'last') {
  const events = history.getByRole('article');
  await expect(events.first()).toBeVisible();
  const event = index === 'last' ? events.last() : events.nth(index);
  await event.getByRole('button', { name: texts.audit.restoreThis }).click();
  const dialog = page.getByRole('dialog', { name: texts.audit.restoreTitle });
  await dialog.getByRole('button', { name: texts.audit.restoreConfirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The result dialog (SPEC §2): its title says the outcome, its button closes it. */
export async function closeResult(page: Page, texts: UiTexts) {
  const dialog = page.getByRole('dialog', { name: texts.shell.result.success });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.shell.common.close }).click();
  await expect(dialog).toBeHidden();
}

/** A photo drawn in the browser (a white coach on a winter road), as JPEG bytes: no binary fixtures in the repo. */
export async function coachPhoto(page: Page, caption: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 540;
    const draw = canvas.getContext('2d')!;
    const sky = draw.createLinearGradient(0, 0, 0, 540);
    sky.addColorStop(0, '#8fb8dc');
    sky.addColorStop(1, '#eef3f7');
    draw.fillStyle = sky;
    draw.fillRect(0, 0, 960, 540);
    draw.fillStyle = '#f7f9fb';
    draw.fillRect(0, 380, 960, 160);
    draw.fillStyle = '#5b6470';
    draw.fillRect(0, 410, 960, 46);
    draw.fillStyle = '#ffffff';
    draw.fillRect(170, 210, 620, 185);
    draw.fillStyle = '#1f3b5a';
    for (let x = 195; x < 760; x += 72) draw.fillRect(x, 232, 56, 64);
    draw.fillStyle = '#c0392b';
    draw.fillRect(170, 330, 620, 14);
    draw.fillStyle = '#222222';
    for (const x of [270, 690]) {
      draw.beginPath();
      draw.arc(x, 398, 34, 0, Math.PI * 2);
      draw.fill();
    }
    draw.fillStyle = '#1f3b5a';
    draw.font = 'bold 30px sans-serif';
    draw.fillText(text, 32, 64);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, caption);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Presses an upload button and picks a photo in the file chooser it opens. */
export async function uploadThrough(page: Page, button: Locator, name: string, photo: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
}

/**
 * What the screen shows, not the whole page: a drawer or dialog above a page that scrolls comes out mangled in a
 * full-page capture. Written where `shoot` writes (SCREENSHOT_DIR, else the test's output).
 */
export const shootScreen = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR ?? info.outputPath(), `${name}.png`) });

/** Opens the current page again at phone width, as a phone opens it (not mid-way through the sidebar folding). */
export async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The bearer token of the signed-in page, for reading what the API stored. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

export const localMinute = (offsetMs: number) => {
  const date = new Date(Date.now() + offsetMs);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** What Word puts on the clipboard: classes, mso- styles, fonts, <o:p>, conditional comments, lists as paragraphs. */
export const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<h1 style='mso-margin-top-alt:auto'><span style='font-family:"Calibri Light";color:#2F5496'>Before the viewing<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-size:11.0pt;font-family:Calibri;color:#C00000'>Have these <b>ready</b>:<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Service book<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Stamped by the garage<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Tachograph records<o:p></o:p></p>
<p class=MsoNormal>Read <a href="https://www.coachyard.com/sell" style='color:#0563C1'><span style='font-family:Calibri'>our selling guide</span></a>.<o:p></o:p></p>
</body></html>`;

/** What Google Docs puts there: everything inside <b style="font-weight:normal" id="docs-internal-guid-…">. */
export const GOOGLE_DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4c1d2e3f-7fff-1a2b-3c4d-5e6f7a8b9c0d"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;font-weight:400">Financing</span></h2><ol style="margin-top:0"><li dir="ltr" style="list-style-type:decimal;font-size:11pt" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;font-family:Arial;color:#000000">Leasing over 60 months</span></p></li><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:circle" aria-level="2"><p dir="ltr" role="presentation"><span style="font-family:Arial">With a balloon payment</span></p></li></ul><li dir="ltr" style="list-style-type:decimal" aria-level="1"><p dir="ltr" role="presentation"><span style="font-family:Arial">Bank loan</span></p></li></ol><p dir="ltr"><a href="https://www.coachyard.com/financing" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline">Today’s rates</span></a></p></b>`;

/**
 * A paste into `target` as the browser delivers it from the clipboard: to the element that has the focus, which
 * must be `target` (the content form's text is one element before its editor arrives and another after).
 */
export async function pasteHtml(target: Locator, html: string) {
  await expect(target).toBeFocused();
  await target.page().evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'pasted');
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}
