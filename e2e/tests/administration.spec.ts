import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoViolations, shoot, signIn, test, type Role } from './fixtures';

type Catalog = { [key: string]: string | Catalog };
const web = path.resolve(import.meta.dirname, '../../apps/web/src');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(web, file), 'utf8')) as Catalog;

/** The words a person sees, in the language under test, from the same files the app reads. */
function textsOf(language: 'en' | 'ar') {
  const catalog: Catalog = {
    ...read(`locales/${language}.json`),
    ...read(`features/privileges/locales/${language}.json`),
    ...read(`features/audit/locales/${language}.json`),
  };
  /** A text by its key, e.g. `audit.restoreThis`, with `{{name}}` values filled in. */
  const word = (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce<string | Catalog>((node, part) => (node as Catalog)[part]!, catalog);
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
  };
  const cell = (role: string, namespace: string, action: string) =>
    word('privileges.cellLabel', {
      role: word(`shell.roles.${role}`),
      namespace: word(`nav.${namespace}`),
      action: word(`privileges.actions.${action}`),
    });
  return { word, cell };
}

/** The sidebar, by its name in the language under test. */
function sidebar(page: Page, language: 'en' | 'ar') {
  return page.getByRole('navigation', { name: textsOf(language).word('shell.mainNavigation') });
}

async function signInIn(page: Page, role: Role, language: 'en' | 'ar') {
  await signIn(page, role);
  if (language === 'ar') {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

async function dealerPage(browser: Browser, language: 'en' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInIn(page, 'DEALER', language);
  return page;
}

/** The tab came back to the front: TanStack asks for the privileges again (features/auth/api/get-permissions.ts). */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

/** Elements of the screen (not the shell) wider than the window: on a phone they should wrap or scroll inside. */
const sticksOut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      // Inside a table's own scrolling frame is fine: the frame scrolls, the page does not.
      .filter((element) => !element.parentElement?.closest('.mantine-TableScrollContainer-scrollContainer'))
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`),
  );

for (const language of ['en', 'ar'] as const) {
  test.describe(`administration (${language})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });
    // Two signed-in browsers, several saves and axe runs: longer than one screen's test on this shared machine.
    test.setTimeout(90_000);

    test('an ADMIN takes Leads Query from dealers and a signed-in dealer’s sidebar loses it', async ({
      page,
      browser,
    }, info) => {
      const texts = textsOf(language);
      const leads = texts.word('nav.leadsQuery');
      const dealer = await dealerPage(browser, language);
      await expect(sidebar(dealer, language).getByRole('link', { name: leads })).toBeVisible();

      await signInIn(page, 'ADMIN', language);
      await sidebar(page, language)
        .getByRole('link', { name: texts.word('nav.privileges') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: texts.word('nav.privileges') })).toBeVisible();
      await page.getByRole('tab', { name: texts.word('shell.roles.DEALER') }).click();
      const actions = ['list', 'read', 'update'];
      for (const action of actions)
        await page.getByRole('checkbox', { name: texts.cell('DEALER', 'leadsQuery', action) }).uncheck();
      // "View as role" shows the dealer's sidebar as it will be, before saving.
      await page.getByRole('combobox', { name: texts.word('privileges.previewRole') }).selectOption('DEALER');
      const preview = page.getByRole('list', {
        name: texts.word('privileges.previewList', { role: texts.word('shell.roles.DEALER') }),
      });
      await expect(preview.getByText(leads, { exact: true })).toHaveCount(0);
      await expectNoViolations(page);
      await shoot(page, info, `privileges-${language}`);
      await page.getByRole('button', { name: texts.word('privileges.save') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: texts.word('privileges.savedHint') }),
      ).toBeVisible();

      // The dealer did not sign in again: coming back to the tab is enough.
      await returnToTab(dealer);
      await expect(sidebar(dealer, language).getByRole('link', { name: leads })).toBeHidden();
      await expect(dealer).not.toHaveURL(/\/login/);

      // Given back, for the next test.
      for (const action of actions)
        await page.getByRole('checkbox', { name: texts.cell('DEALER', 'leadsQuery', action) }).check();
      await page.getByRole('button', { name: texts.word('privileges.save') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: texts.word('privileges.savedHint') }),
      ).toBeVisible();
      await returnToTab(dealer);
      await expect(sidebar(dealer, language).getByRole('link', { name: leads })).toBeVisible();
      await dealer.context().close();

      // On a phone the matrix scrolls inside its own frame; nothing else of the screen sticks out.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: texts.word('privileges.save') })).toBeVisible();
      expect(await sticksOut(page)).toEqual([]);
      await shoot(page, info, `privileges-phone-${language}`);
    });

    test('an ADMIN edits the role hierarchy, saved with the privileges, and cannot lock out administrators', async ({
      page,
    }, info) => {
      const texts = textsOf(language);
      const role = (name: string) => texts.word(`shell.roles.${name}`);
      const manages = (name: string) =>
        page.getByRole('group', { name: texts.word('privileges.managesOf', { role: role(name) }) });
      const saved = page.getByRole('status').filter({ hasText: texts.word('privileges.savedHint') });
      await signInIn(page, 'ADMIN', language);
      await page.goto('/privileges');
      const dealerUnderRepresentative = manages('REPRESENTATIVE').getByRole('checkbox', {
        name: role('DEALER'),
      });
      await expect(dealerUnderRepresentative).toBeChecked();
      await dealerUnderRepresentative.uncheck();
      await expectNoViolations(page);
      await page.getByRole('button', { name: texts.word('privileges.save') }).click();
      await expect(saved).toBeVisible();
      // Kept on the server: a new visit shows it.
      await page.reload();
      await expect(dealerUnderRepresentative).not.toBeChecked();
      await shoot(page, info, `hierarchy-${language}`);

      // No role would manage administrators any more: refused, the draft kept to be corrected.
      const adminUnderAdmin = manages('ADMIN').getByRole('checkbox', { name: role('ADMIN') });
      await adminUnderAdmin.uncheck();
      await page.getByRole('button', { name: texts.word('privileges.save') }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(adminUnderAdmin).not.toBeChecked();
      await adminUnderAdmin.check();
      await dealerUnderRepresentative.check();
      await page.getByRole('button', { name: texts.word('privileges.save') }).click();
      await expect(saved).toBeVisible();
    });

    test('an ADMIN views the app as a dealer, read-only, and returns to its own account', async ({
      page,
    }, info) => {
      const texts = textsOf(language);
      await signInIn(page, 'ADMIN', language);
      await sidebar(page, language)
        .getByRole('link', { name: texts.word('nav.privileges') })
        .click();
      await page.getByRole('combobox', { name: texts.word('privileges.previewRole') }).selectOption('DEALER');
      const person = page.getByRole('combobox', { name: texts.word('privileges.viewAs.user') });
      await person.selectOption({ label: 'Anadolu Otobüs Merkezi' });
      await page
        .getByRole('button', {
          name: texts.word('privileges.viewAs.start', { name: 'Anadolu Otobüs Merkezi' }),
        })
        .click();

      // The dealer's app: its sidebar, its ads, no action that would change anything, and a banner saying so.
      const banner = page.getByRole('status').filter({ hasText: 'Anadolu Otobüs Merkezi' });
      await expect(banner).toContainText(texts.word('shell.roles.DEALER'));
      await expect(sidebar(page, language).getByRole('link', { name: texts.word('nav.users') })).toHaveCount(
        0,
      );
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^\+/ })).toHaveCount(0);
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await expectNoViolations(page);
      await shoot(page, info, `view-as-${language}`);

      await banner.getByRole('button', { name: texts.word('viewAs.leave') }).click();
      await expect(page).toHaveURL(/\/privileges$/);
      await expect(
        sidebar(page, language).getByRole('link', { name: texts.word('nav.users') }),
      ).toBeVisible();
      await expect(banner).toHaveCount(0);
    });

    test('an ADMIN restores an advertisement’s earlier price from its History', async ({ page }, info) => {
      const texts = textsOf(language);
      await signInIn(page, 'ADMIN', language);
      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      const headers = { authorization: `Bearer ${token}` };
      const list = await page.request.get('/api/advertisements?per_page=1&sort=-updated_at', { headers });
      let ad = (await list.json()).data.items[0] as { id: string; version: number };
      // Two price changes: 41,000.00 then 39,500.00.
      for (const price of [4_100_000, 3_950_000]) {
        const patched = await page.request.patch(`/api/advertisements/${ad.id}`, {
          headers,
          data: { version: ad.version, price_minor: price },
        });
        expect(patched.status()).toBe(200);
        ad = (await patched.json()).data;
      }

      await page.goto(`/advertisements/${ad.id}/edit`);
      await page.getByRole('button', { name: texts.word('audit.showHistory') }).click();
      const history = page.getByRole('region', { name: texts.word('audit.historyTitle') });
      const events = history.getByRole('article');
      await expect(events.first()).toBeVisible();
      await expectNoViolations(page);
      // The older change (to 41,000.00) is the second event; restore the record as it was after it.
      await events
        .nth(1)
        .getByRole('button', { name: texts.word('audit.restoreThis') })
        .click();
      const dialog = page.getByRole('dialog', { name: texts.word('audit.restoreTitle') });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: texts.word('audit.restoreConfirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(history.getByRole('status')).toBeVisible();
      await expect(events.first().getByRole('table')).toContainText(texts.word('audit.fields.priceMinor'));
      const restored = await page.request.get(`/api/advertisements/${ad.id}`, { headers });
      expect((await restored.json()).data.price_minor).toBe(4_100_000);
      await shoot(page, info, `ad-history-${language}`);

      // A restore on a record changed meanwhile is refused, and says so.
      const current = (await restored.json()).data as { version: number };
      await page.request.patch(`/api/advertisements/${ad.id}`, {
        headers,
        data: { version: current.version, price_minor: 3_800_000 },
      });
      await events
        .nth(2)
        .getByRole('button', { name: texts.word('audit.restoreThis') })
        .click();
      await dialog.getByRole('button', { name: texts.word('audit.restoreConfirm') }).click();
      await expect(dialog.getByRole('alert')).toContainText(texts.word('audit.restoreConflict'));
      await dialog.getByRole('button', { name: texts.word('audit.cancel') }).click();
    });

    test('the audit trail filters by namespace in the URL and has no accessibility violation', async ({
      page,
    }, info) => {
      const texts = textsOf(language);
      await signInIn(page, 'ADMIN', language);
      await sidebar(page, language)
        .getByRole('link', { name: texts.word('nav.audit') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: texts.word('nav.audit') })).toBeVisible();
      // One line an event: the trail is a table whose rows open the event's diff.
      const events = page.getByRole('table', { name: texts.word('audit.listLabel') }).getByRole('row');
      await expect(events.nth(1)).toBeVisible();
      await page.getByRole('combobox', { name: texts.word('audit.filters.namespace') }).selectOption('auth');
      await expect(page).toHaveURL(/namespace=auth/);
      await expect(events.nth(1)).toContainText(texts.word('audit.actions.login'));
      await expectNoViolations(page);
      await events.nth(1).getByRole('button').click();
      const event = page.getByRole('dialog', { name: texts.word('audit.eventTitle') });
      await expect(event.getByRole('article')).toContainText(texts.word('audit.actions.login'));
      await expectNoViolations(page);
      await event.getByRole('button', { name: texts.word('common.close') }).click();

      // Under the trail: how long events are kept, and the ones due for purge exported first.
      const retention = page.getByRole('region', { name: texts.word('audit.retention.label') });
      await expect(retention).toContainText('730');
      const download = page.waitForEvent('download');
      await retention.getByRole('button', { name: texts.word('audit.retention.export') }).click();
      expect((await download).suggestedFilename()).toMatch(/\.csv$/);
      await shoot(page, info, `audit-${language}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: texts.word('audit.exportCsv') })).toBeVisible();
      expect(await sticksOut(page)).toEqual([]);
      await shoot(page, info, `audit-phone-${language}`);
    });
  });
}
