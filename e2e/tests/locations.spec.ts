import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoViolations, expectOnlyRow, shoot, test } from './fixtures';

type Language = 'en' | 'ar';
type Texts = Record<string, unknown>;

/** The app's own texts (shell and features), so each step finds controls by the names a reader sees. */
function textsOf(language: Language) {
  const web = path.resolve(import.meta.dirname, '../../apps/web/src');
  const read = (file: string) => JSON.parse(readFileSync(path.join(web, file), 'utf8')) as Texts;
  const all = {
    ...read(`locales/${language}.json`),
    ...read(`features/locations/locales/${language}.json`),
    ...read(`features/advertisements/locales/${language}.json`),
  };
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], all);
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** Vehicle types as the seed names them. */
const COACH: Record<Language, string> = { en: 'Coach', ar: 'حافلة سياحية' };
const CITY: Record<Language, string> = { en: 'City', ar: 'حافلة المدينة' };

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 180_000 });

async function saveAndClose(page: Page, t: ReturnType<typeof textsOf>) {
  await page.getByRole('button', { name: t('common.save') }).click();
  const dialog = page.getByRole('dialog', { name: t('result.success') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toBeHidden();
}

async function addPlace(
  page: Page,
  t: ReturnType<typeof textsOf>,
  name: string,
  extra: Record<string, string>,
) {
  await page.getByRole('link', { name: t('locations.addPlace') }).click();
  await page.getByRole('textbox', { name: t('translationForm.name'), exact: true }).fill(name);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('textbox', { name: t('translationForm.languageNames.en'), exact: true }).fill(name);
  for (const [label, value] of Object.entries(extra))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await expectNoViolations(page);
  await saveAndClose(page, t);
  await page.getByRole('button', { name: t('common.cancel') }).click();
}

const placeNames = (page: Page) => page.getByRole('row').locator('td:nth-child(2) p:first-child');

for (const language of ['en', 'ar'] as const) {
  test(`an admin adds a market, its places in order, and a vehicle type the ad form offers (${language})`, async ({
    page,
    signInAs,
  }, info) => {
    const t = textsOf(language);
    const stamp = `${language}${Date.now().toString(36)}`;
    const market = `Western Balkans ${stamp}`;
    const arabicName = `غرب البلقان ${stamp}`;
    // Rows and links name the market in the reader's language.
    const marketText = language === 'ar' ? arabicName : market;
    await signInAs('ADMIN');
    await page.goto('/locations');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The four seeded markets (another test's market may be listed too).
    for (const key of ['europe', 'tr', 'uk', 'usa'])
      await expect(page.getByRole('row').filter({ has: page.getByText(key, { exact: true }) })).toHaveCount(
        1,
      );
    await expectNoViolations(page);

    // A market with two languages: its name in English and Arabic, and only those two in its order.
    await page.getByRole('link', { name: t('locations.create') }).click();
    await page.getByRole('textbox', { name: t('translationForm.name'), exact: true }).fill(market);
    await expect(page.getByRole('textbox', { name: t('translationForm.slug'), exact: true })).toHaveValue(
      `western-balkans-${stamp}`,
    );
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('button', { name: 'AR', exact: true }).click();
    await page
      .getByRole('textbox', { name: t('translationForm.languageNames.en'), exact: true })
      .fill(market);
    await page
      .getByRole('textbox', { name: t('translationForm.languageNames.ar'), exact: true })
      .fill(arabicName);
    await page.getByRole('combobox', { name: t('locations.form.region') }).selectOption('eu');
    await expect(page.getByRole('combobox', { name: t('locations.form.currency') })).toHaveValue('EUR');
    for (const code of ['de', 'fr', 'es', 'it', 'tr', 'ru'])
      await page
        .getByRole('button', {
          name: t('locations.form.removeLanguage', { name: t(`translationForm.languageNames.${code}`) }),
        })
        .click();
    const order = page.getByRole('list', { name: t('locations.form.languageOrder') });
    await expect(order.getByRole('listitem')).toHaveCount(2);
    // Arabic first, by keyboard.
    await order
      .getByRole('button', {
        name: t('locations.moveOf', { name: t('translationForm.languageNames.ar') }),
        exact: true,
      })
      .press('ArrowUp');
    await expect(order.getByRole('listitem').first()).toContainText(t('translationForm.languageNames.ar'));
    await page.getByRole('combobox', { name: t('locations.form.vehicleTypes') }).click();
    await page.getByRole('option', { name: CITY[language], exact: true }).click();
    await page.keyboard.press('Escape');
    await expectNoViolations(page);
    await shoot(page, info, `location-form-${language}`);
    await saveAndClose(page, t);

    // It is listed; its places: two countries, reordered by keyboard.
    await page.getByRole('button', { name: t('common.cancel') }).click();
    await page.getByRole('searchbox', { name: t('dataTable.search') }).fill(stamp);
    const row = page.getByRole('row', { name: new RegExp(market) });
    await expectOnlyRow(page, new RegExp(stamp));
    await expect(row).toContainText('EUR');
    await row.getByRole('link', { name: t('locations.placesOf', { name: marketText, count: 0 }) }).click();
    await addPlace(page, t, 'Serbia', { [t('locations.form.isoCode')]: 'RS' });
    await addPlace(page, t, 'Montenegro', { [t('locations.form.isoCode')]: 'me' });
    await expect(placeNames(page)).toHaveText(['Serbia', 'Montenegro']);
    const moveMontenegro = page.getByRole('button', {
      name: t('locations.moveOf', { name: 'Montenegro' }),
      exact: true,
    });
    await moveMontenegro.focus();
    await moveMontenegro.press('ArrowUp');
    await expect(placeNames(page)).toHaveText(['Montenegro', 'Serbia']);
    await expect(page.getByRole('status').filter({ hasText: 'Montenegro' })).toHaveText(
      t('reorder.moved', { name: 'Montenegro', position: 1, count: 2 }),
    );
    await expect(page.getByRole('row', { name: /Montenegro/ })).toContainText('ME');
    await expectNoViolations(page);

    // A city under Serbia, with the breadcrumb trail back up; two, reordered by keyboard.
    await page.getByRole('link', { name: t('locations.childrenOf', { name: 'Serbia', count: 0 }) }).click();
    const trail = page.getByRole('navigation', { name: t('dataTable.breadcrumbs') });
    await expect(trail.getByRole('link', { name: marketText })).toBeVisible();
    await expect(trail.getByText('Serbia')).toHaveAttribute('aria-current', 'page');
    const coordinates = { [t('locations.form.lat')]: '44.8125', [t('locations.form.lng')]: '20.4612' };
    await addPlace(page, t, 'Belgrade', coordinates);
    await addPlace(page, t, 'Novi Sad', {});
    const moveNoviSad = page.getByRole('button', {
      name: t('locations.moveOf', { name: 'Novi Sad' }),
      exact: true,
    });
    await moveNoviSad.press('Home');
    await expect(placeNames(page)).toHaveText(['Novi Sad', 'Belgrade']);
    await expect(page.getByRole('row', { name: /Belgrade/ })).toContainText('44.8125, 20.4612');
    await expectNoViolations(page);
    await shoot(page, info, `location-places-${language}`);
    await page.getByRole('link', { name: t('locations.editOf', { name: 'Belgrade' }) }).click();
    await expect(page.getByRole('textbox', { name: t('locations.form.lat'), exact: true })).toHaveValue(
      '44.8125',
    );
    await expectNoViolations(page);

    // The market allows coaches now: the advertisement form offers the type for its region at once.
    await trail.getByRole('link', { name: t('locations.breadcrumbRoot') }).click();
    await page.getByRole('searchbox', { name: t('dataTable.search') }).fill(stamp);
    await expectOnlyRow(page, new RegExp(stamp));
    await page.getByRole('link', { name: t('locations.editOf', { name: marketText }) }).click();
    await page.getByRole('combobox', { name: t('locations.form.vehicleTypes') }).click();
    await page.getByRole('option', { name: COACH[language], exact: true }).click();
    await page.keyboard.press('Escape');
    await saveAndClose(page, t);
    await page.goto('/advertisements/create');
    const region = page.getByRole('combobox', { name: t('adForm.fields.region'), exact: true });
    await region.click();
    await page.getByRole('option', { name: t('locations.regions.eu'), exact: true }).click();
    await page.getByRole('combobox', { name: t('adForm.fields.vehicleType'), exact: true }).click();
    await expect(page.getByRole('option', { name: COACH[language], exact: true })).toBeVisible();

    // Switched off in place, it no longer decides anything.
    await page.goto(`/locations?q=${stamp}`);
    const active = page.getByRole('switch', { name: t('lookupTables.activeOf', { name: marketText }) });
    // The switch's track covers its input: a person presses it, or focuses it and presses Space.
    await active.press('Space');
    await expect(active).not.toBeChecked();
    await expectNoViolations(page);
  });
}
