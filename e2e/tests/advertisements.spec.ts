import { expect, test } from './fixtures';
import { choose, expectGallerySettled, expectSuccess, gallery, photo } from './advertisements-support';

/** The ad the dealer creates, then the representative publishes (the tests run in order, one worker). */
const created = { shortId: '', editUrl: '' };
const SHORT_ID = /^[A-HJKMNP-Z2-9]{8}$/;

test.describe.serial('advertisements', () => {
  // Two cores shared with the server's seeding and other runs: the steps are slow, not stuck.
  test.describe.configure({ timeout: 90_000 });

  test('a dealer creates an ad in three steps with two photos, reorders them and submits it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('DEALER');
    await page.goto('/advertisements');
    await page.getByRole('link', { name: 'New advertisement' }).click();
    // The form's code loads and starts on first opening: seconds on two busy cores, as for a user there.
    await expect(page.getByRole('heading', { name: 'New advertisement' })).toBeVisible({ timeout: 30_000 });

    // Step form: the brand starts at TEMSA; the region brings its language and currency.
    await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue('TEMSA');
    await choose(page, 'Region', 'Türkiye');
    await expect(page.getByRole('combobox', { name: 'Language of the advertisement' })).toHaveValue(
      'Turkish',
    );
    await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('Turkish lira');
    await choose(page, 'Model', 'Safari HD');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2019');
    await choose(page, 'Vehicle type', 'Intercity');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('4500000');
    await expect(page.getByText('Shown as ₺4.500.000')).toBeVisible();
    await choose(page, 'Country', 'Türkiye');
    await choose(page, 'City', 'Istanbul');
    await page.getByRole('tab', { name: 'Turkish' }).click();
    await page.getByRole('textbox', { name: 'Title (Turkish)' }).fill('Temiz Safari HD');
    await page.getByRole('textbox', { name: 'Description (Turkish)' }).fill('Bakımlı, garaj aracı.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step media: the draft exists now, on its own edit page.
    await expect(page).toHaveURL(/\/advertisements\/[0-9a-f-]{36}\/edit$/);
    created.editUrl = new URL(page.url()).pathname;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose photos' }).click();
    await (
      await chooser
    ).setFiles([
      await photo('front.jpg', { r: 200, g: 30, b: 30 }),
      await photo('side.jpg', { r: 30, g: 30, b: 200 }),
    ]);
    await expectGallerySettled(page, 2);
    await expect(gallery(page).getByRole('listitem', { name: 'Photo 1, Cover' })).toBeVisible();

    // Reorder with the keyboard-accessible button: the cover moves to second place…
    await page.getByRole('button', { name: 'Move Photo 2 earlier' }).click();
    await expect(gallery(page).getByRole('listitem', { name: 'Photo 2, Cover' })).toBeVisible();
    // …and the new first photo becomes the cover.
    await page.getByRole('button', { name: 'Make Photo 1 the cover' }).click();
    await expect(gallery(page).getByRole('listitem', { name: 'Photo 1, Cover' })).toBeVisible();
    await page.getByRole('button', { name: 'Show Photo 1 larger' }).click();
    await expect(page.getByRole('dialog', { name: 'Image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    // Step preview: the public URL and price as the public site shows them, in Turkish.
    await page.getByRole('button', { name: 'Next' }).click();
    const shortId = (await page
      .getByRole('heading', { level: 1 })
      .locator('..')
      .getByText(SHORT_ID)
      .textContent())!;
    created.shortId = shortId.trim();
    const preview = page.getByRole('article', { name: 'The advertisement as the public site shows it' });
    await expect(preview.getByRole('heading', { name: 'Temiz Safari HD' })).toBeVisible();
    await expect(preview.getByText('₺4.500.000')).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`/tr-tr/ilan/2019-temsa-safari-hd/${created.shortId}$`) }),
    ).toBeVisible();

    // Back to the form: what was typed is still there. In English with pounds, the URL and price follow.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Year', exact: true })).toHaveValue('2019');
    await choose(page, 'Language of the advertisement', 'English');
    await choose(page, 'Currency', 'Pound sterling');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Title (English)' }).fill('Clean Safari HD');
    await page.getByRole('button', { name: 'Preview Check and send' }).click();
    await expect(preview.getByText('£4,500,000')).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Clean Safari HD' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`/en-tr/listing/2019-temsa-safari-hd/${created.shortId}$`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expectSuccess(page);
    await expect(page.getByText('Pending review').first()).toBeVisible();
  });

  test('the representative publishes it', async ({ page, signInAs }) => {
    expect(created.shortId).toMatch(SHORT_ID);
    await signInAs('REPRESENTATIVE');
    await page.goto(`/advertisements?q=${created.shortId}`);
    const row = page.getByRole('row', { name: new RegExp(created.shortId) });
    await expect(row).toContainText('Pending review');
    await row.getByRole('link', { name: `Edit ${created.shortId}` }).click();
    await expect(page).toHaveURL(new RegExp(`${created.editUrl}$`));
    await page.getByRole('button', { name: 'Preview Check and send' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectSuccess(page);
    await expect(page.getByText('Published').first()).toBeVisible();
    await page.goto(`/advertisements?q=${created.shortId}`);
    await expect(page.getByRole('row', { name: new RegExp(created.shortId) })).toContainText('Published');
  });

  test('a save over a change made meanwhile shows the ad as now saved, to check and save again', async ({
    page,
    signInAs,
  }) => {
    await signInAs('ADMIN');
    const meanwhile = await page.context().newPage();
    const stockNumber = (on: typeof page) => on.getByRole('textbox', { name: 'Stock number', exact: true });
    await page.goto(created.editUrl);
    await meanwhile.goto(created.editUrl);
    await stockNumber(meanwhile).fill('OTHER-1');
    await meanwhile.getByRole('button', { name: 'SAVE' }).click();
    await expectSuccess(meanwhile, 'The advertisement was saved.');
    await meanwhile.close();
    // The form reads the ad the 409 carries with its deferred rules (issue 30).
    await stockNumber(page).fill('MINE-1');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Someone else changed this advertisement while you were editing it.',
    );
    await expect(stockNumber(page)).toHaveValue('OTHER-1');
  });

  test('the list filters by brand and status through the URL; reload keeps them, Back undoes them', async ({
    page,
    signInAs,
  }) => {
    await signInAs('ADMIN');
    await page.goto('/advertisements');
    const table = page.getByRole('table', { name: 'Advertisements' });
    await expect(table.getByRole('row')).not.toHaveCount(1);

    await choose(page, 'Brand', 'TEMSA');
    await expect(page).toHaveURL(/[?&]brand=[0-9a-f-]{36}/);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page
      .getByRole('listbox', { name: 'Status', exact: true })
      .getByRole('option', { name: 'Published' })
      .click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]status=published/);

    // Every row shown is a published TEMSA once the new page has replaced the old one.
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toContainText('TEMSA');
    await expect(rows.filter({ hasNotText: 'TEMSA' })).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Published' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue('TEMSA');
    await expect(rows.first()).toContainText('Published');
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Published');

    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue('TEMSA');
    await page.goBack();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue('');
  });

  test('in Turkish the save button reads KAYDET and the ad keeps its URL and price', async ({
    page,
    signInAs,
  }) => {
    await signInAs('DEALER');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');
    await page.goto(created.editUrl);
    await expect(page.getByRole('button', { name: 'KAYDET' })).toBeVisible();
    await page.getByRole('button', { name: /Önizleme/ }).click();
    await expect(page.getByText('£4,500,000')).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`/en-tr/listing/2019-temsa-safari-hd/${created.shortId}$`) }),
    ).toBeVisible();
  });
});
