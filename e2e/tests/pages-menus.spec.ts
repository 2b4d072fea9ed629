import { expect, expectNoViolations, shoot, test } from './fixtures';
import { closeResult, restoreEvent, shootScreen, signInSpeaking, uiTexts } from './content-support';

interface PublicLink {
  label: string;
  url: string;
  new_tab: boolean;
  children: PublicLink[];
}
const footerIn = async (page: import('@playwright/test').Page, language: string) =>
  (await (await page.request.get(`/api/public/pages?lang=${language}`)).json()).data.footer as PublicLink[];

for (const language of ['en', 'ar'] as const) {
  test(`an ADMIN in ${language} adds a footer entry with a child, hidden in one language and opening a new tab, then restores the footer's earlier version`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const texts = uiTexts(language);
    const { menus, messages, fill, languageName } = texts;
    // Each run adds its own entry: the second run finds the first one's footer.
    const label = language === 'en' ? 'Financing calculator' : 'حاسبة التمويل';
    const childLabel = language === 'en' ? 'Leasing offers' : 'عروض التأجير';
    const hiddenLanguage = language === 'en' ? 'ar' : 'tr';
    await signInSpeaking(page, 'ADMIN', language);
    await page.goto('/pages');
    const footer = page.getByRole('region', { name: messages['menu.footer'] });
    await expect(footer.getByRole('listitem').first()).toBeVisible();
    const before = await footerIn(page, language);

    await footer.getByRole('button', { name: menus.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: menus.entry.title });
    // A new entry leads to an address unless switched to a content item.
    await expect(dialog.getByRole('radio', { name: menus.entry.url })).toBeChecked();
    await dialog.getByRole('textbox', { name: menus.entry.url }).fill('/financing/calculator');
    await dialog.getByRole('textbox', { name: languageName(language), exact: true }).fill(label);
    await dialog
      .getByRole('checkbox', { name: fill(menus.entry.hiddenIn, { language: languageName(hiddenLanguage) }) })
      .check();
    await dialog.getByRole('checkbox', { name: menus.entry.newTab }).check();
    await expectNoViolations(page);
    await shootScreen(page, info, `menus-entry-${language}`);
    await dialog.getByRole('button', { name: menus.entry.apply }).click();

    // One level of children: the child row offers no "add under" of its own.
    await footer.getByRole('button', { name: fill(menus.addChild, { name: label }) }).click();
    await dialog.getByRole('textbox', { name: menus.entry.url }).fill('https://www.coachyard.com/leasing');
    await dialog.getByRole('textbox', { name: languageName(language), exact: true }).fill(childLabel);
    await dialog.getByRole('button', { name: menus.entry.apply }).click();
    await expect(footer.getByRole('button', { name: fill(menus.edit, { name: childLabel }) })).toBeVisible();
    await expect(
      footer.getByRole('button', { name: fill(menus.addChild, { name: childLabel }) }),
    ).toHaveCount(0);
    // An entry begun and cancelled leaves nothing behind.
    await footer.getByRole('button', { name: menus.add, exact: true }).click();
    await dialog.getByRole('button', { name: menus.cancel }).click();
    await footer.getByRole('button', { name: menus.save }).click();
    await closeResult(page, texts);
    await expect(
      footer.getByText(fill(menus.hiddenIn, { languages: hiddenLanguage.toUpperCase() })),
    ).toBeVisible();
    await shoot(page, info, `menus-footer-${language}`);

    const added = (await footerIn(page, language)).at(-1)!;
    expect(added).toEqual({
      label,
      url: '/financing/calculator',
      new_tab: true,
      children: [{ label: childLabel, url: 'https://www.coachyard.com/leasing', new_tab: false }],
    });
    expect((await footerIn(page, hiddenLanguage)).map((link) => link.url)).not.toContain(
      '/financing/calculator',
    );

    await footer.getByRole('button', { name: menus.history }).click();
    const history = page.getByRole('dialog', {
      name: fill(menus.historyOf, { menu: messages['menu.footer'] }),
    });
    await expect(history.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);
    await shootScreen(page, info, `menus-history-${language}`);
    // The newest event (the save) offers no restore; the one before it is the footer as it was before the entry.
    await restoreEvent(page, history, texts, 1);
    await closeResult(page, texts);
    await expect(footer.getByText(label)).toBeHidden();
    expect(await footerIn(page, language)).toEqual(before);
  });
}
