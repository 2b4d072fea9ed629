import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoViolations, shoot, test } from './fixtures';
import { choose, expectGallerySettled, expectSuccess, photo } from './advertisements-support';

// Trust signals where people meet them (issue 27): the form's live health panel, and the review queue.

const DESCRIPTION =
  'Well kept intercity coach from a single owner, serviced every 30,000 km at the authorised workshop. ' +
  'New tyres last year, working air conditioning, reclining seats with belts, a toilet and a fridge. ' +
  'Ready for the road, inspection valid until next summer.';

const healthPanel = (page: Page) => page.getByRole('region', { name: 'Advertisement health' });
/** A check of the panel by its advice, passed ("Done") or not ("To do"). */
const check = (page: Page, advice: string | RegExp) =>
  healthPanel(page).getByRole('listitem').filter({ hasText: advice });

const screens = async (page: Page, info: TestInfo, name: string) => {
  await expectNoViolations(page);
  await shoot(page, info, `signals-${name}`);
};

test.describe('trust signals', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a dealer fixes its ad until it is green and submits it', async ({ page, signInAs }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs('DEALER');
    await page.goto('/advertisements/create');
    await choose(page, 'Model', 'Maraton');
    // No published Maraton is this old: the price is not judged, so the other checks decide the colour.
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('1992');
    await choose(page, 'Vehicle type', 'Intercity');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('45000');
    await choose(page, 'Country', 'Germany');
    await page.getByRole('combobox', { name: 'City', exact: true }).click();
    await page.getByRole('listbox', { name: 'City', exact: true }).getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Title (English)' }).fill('Maraton with a fresh service');

    // The panel judges the form as it stands, before anything is saved.
    await expect(check(page, /^To do: Fill in 3 missing details/)).toBeVisible();
    await expect(check(page, /^To do: Write 200 more characters/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Description (English)' })
      .fill(`${DESCRIPTION} Call 0171 2345678.`);
    await expect(check(page, /^To do: Remove the phone numbers/)).toBeVisible();
    await screens(page, info, 'form-panel-en');

    await page.getByRole('textbox', { name: 'Description (English)' }).fill(DESCRIPTION);
    await expect(check(page, /^Done: No contact details/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Mileage', exact: true }).fill('980000');
    await page.getByRole('combobox', { name: 'Mileage unit', exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Mileage unit', exact: true })
      .getByRole('option')
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Seats', exact: true }).fill('49');
    await expect(check(page, /^Done: Every detail buyers filter by is filled in/)).toBeVisible();
    // Everything but the photos: green.
    await expect(healthPanel(page).getByRole('img', { name: 'Health 80 of 100: Good' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles([await photo('front.jpg', { r: 90, g: 30, b: 160 })]);
    await expectGallerySettled(page, 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expectSuccess(page);
    await expect(page.getByText('Pending review', { exact: true }).first()).toBeVisible();

    // The panel in Arabic, and on a phone.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(healthPanel(page)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, info, 'signals-form-panel-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
    await expect(page.getByRole('region', { name: 'جودة الإعلان' })).toBeVisible();
    await screens(page, info, 'form-panel-ar');

    // The review queue is staff's: a dealer who opens its address is told so, under the page's title.
    await page.goto('/advertisements/review');
    await expect(page.getByRole('heading', { level: 1, name: 'قائمة المراجعة' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('لا يرى قائمة المراجعة إلا الموظفون');
  });

  test('a reviewer works the queue by keyboard and rejects the stolen-photo ad with a reason', async ({
    page,
    signInAs,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs('ADMIN');
    await page.goto('/advertisements');
    await page.getByRole('link', { name: 'Review queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    // The ad under review: the heading of the article, not a dialog's.
    const current = page.getByRole('article').getByRole('heading', { level: 2 });
    // The riskiest first: a cover photo taken from another dealer's published ad.
    await expect(current).toContainText('STOLENPH', { timeout: 30_000 });
    const duplicates = page.getByRole('region', { name: 'Advertisements with the same photos' });
    await expect(duplicates).toContainText('Possible theft');
    // The matching photos side by side: this ad's cover beside the other ad's photo.
    const pair = duplicates
      .getByRole('list', { name: /^The same photos in STOLENPH and / })
      .getByRole('listitem');
    await expect(pair).toHaveCount(1);
    await expect(pair.getByRole('img')).toHaveCount(2);
    await expect(pair.getByRole('img', { name: 'Photo 1 of STOLENPH' })).toBeVisible();
    await screens(page, info, 'queue-en');

    await current.focus();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reject STOLENPH' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('combobox', { name: 'Start from a reason' })
      .selectOption('Photos of another dealer');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).not.toHaveValue('');
    await reason.press('End');
    await reason.pressSequentially(' Please upload photos of your own coach.');
    const reject = dialog.getByRole('button', { name: 'Reject' });
    for (
      let step = 0;
      step < 4 && !(await reject.evaluate((button) => button === document.activeElement));
      step++
    )
      await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'STOLENPH is rejected' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Advertisements waiting for review' }),
    ).not.toContainText('STOLENPH');

    // Next comes the price far below its band; j moves on (focus follows) to the phone number in a description.
    await expect(current).toContainText('CHEAPBUS');
    await expect(page.getByRole('region', { name: 'Price band' })).toContainText(
      'Far below comparable advertisements',
    );
    for (let step = 0; step < 3 && !(await current.textContent())?.includes('PHNUMB23'); step++) {
      const before = await current.textContent();
      await page.keyboard.press('j');
      await expect(current).not.toHaveText(before!);
      await expect(current).toBeFocused();
    }
    await expect(current).toContainText('PHNUMB23');
    await expect(page.getByRole('region', { name: 'Flagged texts' })).toContainText('+44 7911 123456');

    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, info, 'signals-queue-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
    await expect(page.getByRole('heading', { level: 1, name: 'قائمة المراجعة' })).toBeVisible();
    await expect(current).toBeVisible();
    await screens(page, info, 'queue-ar');
  });
});
