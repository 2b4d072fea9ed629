import { expect, expectNoViolations, shoot, test } from './fixtures';
import {
  atPhoneWidth,
  closeResult as closeResultIn,
  restoreEvent,
  coachPhoto,
  localMinute,
  shootScreen,
  signInSpeaking,
  uiTexts,
  uploadThrough,
  type UiLanguage,
} from './content-support';

/** One article per run: written in the interface's language, then translated beside it into another. */
const ARTICLES = {
  en: {
    translateInto: 'tr',
    title: 'Winter tyres for coaches',
    heading: 'When they are required',
    items: ['Germany: in wintry conditions', 'Austria: 1 November to 15 April'],
    link: 'The rules: https://www.adac.de/winterreifen ',
    imageAlt: 'A Setra coach on a snowy Alpine road',
    coverAlt: 'A white coach at a depot after snowfall',
    translation: {
      title: 'Otobüsler için kış lastiği',
      text: 'Almanya ve Avusturya kuralları.',
      coverAlt: 'Kar yağışından sonra garajda beyaz bir otobüs',
    },
  },
  ar: {
    translateInto: 'en',
    title: 'إطارات الشتاء للحافلات',
    heading: 'متى تكون إلزامية',
    items: ['ألمانيا: في الظروف الشتوية', 'النمسا: من 1 نوفمبر إلى 15 أبريل'],
    link: 'القواعد: https://www.adac.de/winterreifen ',
    imageAlt: 'حافلة سيترا على طريق جبلي مغطى بالثلج',
    coverAlt: 'حافلة بيضاء في المرآب بعد تساقط الثلج',
    translation: {
      title: 'Winter tyres: the rules in Germany and Austria',
      text: 'Germany and Austria have different rules.',
      coverAlt: 'A white coach at a depot after snowfall',
    },
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`an ADMIN in ${language} writes an article with a heading, a list, a link, an uploaded image and cover, translates it side by side, schedules it, sees it on the public API and restores an earlier version`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const texts = uiTexts(language);
    const { content, field, fill, languageName } = texts;
    const article = ARTICLES[language];
    const other = article.translateInto as UiLanguage;
    await signInSpeaking(page, 'ADMIN', language);
    await page.goto('/content');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, info, `content-list-${language}-1366`);
    await atPhoneWidth(page);
    await shoot(page, info, `content-list-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto('/content/create');
    await page.getByRole('textbox', { name: field('title', language), exact: true }).fill(article.title);
    await uploadThrough(
      page,
      page.getByRole('button', { name: content.cover.choose }),
      'winter-depot.jpg',
      await coachPhoto(page, 'Coachyard depot, January'),
    );
    await expect(page.getByRole('img', { name: content.cover.current })).toBeVisible();

    const body = page.getByRole('textbox', { name: field('body', language), exact: true });
    await expect(body).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await body.click();
    await page.getByRole('button', { name: content.toolbar.h2ControlLabel }).click();
    await page.keyboard.type(article.heading);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: content.toolbar.bulletListControlLabel }).click();
    await page.keyboard.type(article.items[0]);
    await page.keyboard.press('Enter');
    await page.keyboard.type(article.items[1]);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // A typed address becomes a link (autolink), as pasted ones do.
    await page.keyboard.type(article.link);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: content.editor.image }).click();
    const imageDialog = page.getByRole('dialog', { name: content.editor.image });
    await uploadThrough(
      page,
      imageDialog.getByRole('button', { name: content.editor.imageChoose }),
      'setra-alps.jpg',
      await coachPhoto(page, 'Setra S 516 HD, Brenner Pass'),
    );
    await expect(imageDialog.getByRole('img', { name: content.editor.imagePreview })).toBeVisible();
    await imageDialog.getByRole('textbox', { name: content.editor.imageAlt }).fill(article.imageAlt);
    await imageDialog.getByRole('button', { name: content.editor.insert }).click();
    await expect(body.getByRole('img', { name: article.imageAlt })).toBeVisible();
    // Unsaved (and soon kept on this device meanwhile).
    const unsaved = new RegExp(`${content.autosave.unsaved}|${content.autosave.kept}`);
    await expect(page.getByRole('status').filter({ hasText: unsaved })).toBeVisible();
    await page
      .getByRole('textbox', { name: field('coverAlt', language), exact: true })
      .fill(article.coverAlt);
    await page
      .getByRole('combobox', { name: field('status', language), exact: true })
      .selectOption('published');
    await page.getByRole('button', { name: content.save, exact: true }).click();
    await closeResultIn(page, texts);
    await expect(page).toHaveURL(/\/content\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole('status').filter({ hasText: content.autosave.saved })).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shoot(page, info, `content-editor-${language}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, info, `content-editor-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    const slug = await page.getByRole('textbox', { name: field('slug', language), exact: true }).inputValue();

    // The other language, written beside the source, scheduled for a time already come.
    await page.getByRole('tab', { name: new RegExp(`^${languageName(other)}`) }).click();
    await page
      .getByRole('button', { name: fill(content.addLanguage, { language: languageName(other) }) })
      .click();
    const source = page.getByRole('complementary', { name: content.source.label });
    await expect(source.getByRole('heading', { name: article.title })).toBeVisible();
    await page
      .getByRole('textbox', { name: field('title', other), exact: true })
      .fill(article.translation.title);
    await page.getByRole('textbox', { name: field('body', other), exact: true }).click();
    await page.keyboard.type(article.translation.text);
    await page
      .getByRole('textbox', { name: field('coverAlt', other), exact: true })
      .fill(article.translation.coverAlt);
    await page.getByRole('combobox', { name: field('status', other), exact: true }).selectOption('scheduled');
    await page.getByLabel(field('publishAt', other), { exact: true }).fill(localMinute(-60_000));
    await page.getByRole('button', { name: content.save, exact: true }).click();
    await closeResultIn(page, texts);
    await expectNoViolations(page);
    await shoot(page, info, `content-translate-${language}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, info, `content-translate-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    const otherSlug = await page
      .getByRole('textbox', { name: field('slug', other), exact: true })
      .inputValue();

    const translated = await page.request.get(
      `/api/public/content/${encodeURIComponent(otherSlug)}?lang=${other}`,
    );
    expect(translated.status()).toBe(200);
    expect((await translated.json()).data.title).toBe(article.translation.title);
    const written = (await (await page.request.get(`/api/public/content/${slug}?lang=${language}`)).json())
      .data;
    expect(written.html).toContain(`<h2${language === 'ar' ? ' dir="rtl"' : ''}>${article.heading}</h2>`);
    expect(written.html).toContain(
      `<li><p${language === 'ar' ? ' dir="rtl"' : ''}>${article.items[1]}</p></li>`,
    );
    expect(written.html).toContain('<a href="https://www.adac.de/winterreifen"');
    expect(written.html).toMatch(
      new RegExp(`<img src="[^"]*/images/original/content/[^"]+\\.jpg" alt="${article.imageAlt}" />`),
    );
    expect(written.cover).toEqual({
      url: expect.stringMatching(/\/images\/original\/content\/.+\.jpg$/),
      alt: article.coverAlt,
    });
    const cover = await page.request.get(written.cover.url);
    expect(cover.headers()['content-type']).toBe('image/jpeg');

    // The item's history is the record history: each save by its fields and languages; the first is restored.
    await page.getByRole('button', { name: content.history.open }).click();
    const history = page.getByRole('dialog', { name: content.history.title });
    await expect(history.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);
    await shootScreen(page, info, `content-history-${language}-1366`);
    await restoreEvent(page, history, texts, 'last');
    await expect(history.getByRole('status')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: new RegExp(`^${languageName(other)}`) }).click();
    await expect(
      page.getByRole('button', { name: fill(content.addLanguage, { language: languageName(other) }) }),
    ).toBeVisible();
  });
}
