import type { Page } from '@playwright/test';
import { expect, expectNoViolations, signOut, submitLogin, test } from './fixtures';

// Two tiny real images (16×16): a red PNG and a green JPEG, so the server's decoding check passes.
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4ISdHEmIY1SA3GkonhmvSAADkYgQQjClmVwAAAABJRU5ErkJggg==',
  'base64',
);
const GREEN_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYAJEf/9k=',
  'base64',
);
const PASSWORD = 'Initial-pass-1';

// Whole journeys through a long form: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const preview = (page: Page) => page.getByRole('img', { name: 'Profile photo preview' });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Saves the form and closes the result dialog, which must report success with the API's message. */
async function saveAndExpect(page: Page, message: string) {
  await page.getByRole('button', { name: 'SAVE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();
}

/** Region, its first city chosen for us, and the address: what every role needs. */
async function fillPlace(page: Page, country: string, firstCity: string) {
  await select(page, 'Region').selectOption({ label: country });
  await expect(select(page, 'City').getByRole('option', { name: firstCity, selected: true })).toBeAttached();
  await textbox(page, 'Address').fill('Hauptstraße 1, 10115 Berlin');
}

/** Fills a new dealer's form (branch name, email, phone, password, place, coordinates). */
async function fillDealer(page: Page, branch: string, email: string) {
  await select(page, 'Role').selectOption('DEALER');
  await textbox(page, 'Branch name').fill(branch);
  await textbox(page, 'Email address').fill(email);
  await textbox(page, 'Phone number').fill('49 301 234 5678');
  await textbox(page, 'Password').fill(PASSWORD);
  await textbox(page, 'Confirm password').fill(PASSWORD);
  await fillPlace(page, 'Germany', 'Berlin');
  await textbox(page, 'Latitude').fill('52.52');
  await textbox(page, 'Longitude').fill('13.405');
}

async function createDealer(page: Page, branch: string, email: string) {
  await page.goto('/users/create');
  await fillDealer(page, branch, email);
  await saveAndExpect(page, 'Created');
}

/** Searches the list and waits for the search to reach the URL (it is debounced). */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

/** Opens a user of the list by searching for its email. */
async function openFromList(page: Page, email: string, name: string) {
  await page.goto('/users');
  await search(page, email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(textbox(page, 'Email address')).toHaveValue(email);
}

test('an admin creates a dealer with a branch name and coordinates, and finds it in the list', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  const id = stamp();
  const branch = `Berlin Coaches ${id}`;
  const email = `dealer-${id}@coachyard.test`;

  await page.goto('/users');
  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();

  // A dealer's first name is its branch name; it has no last name.
  await expect(textbox(page, 'Last name')).toBeVisible();
  await select(page, 'Role').selectOption('DEALER');
  await expect(textbox(page, 'Branch name')).toHaveAttribute('placeholder', 'Enter branch name');
  await expect(textbox(page, 'Last name')).toHaveCount(0);
  await expect(textbox(page, 'Extension')).toHaveCount(0);

  await fillDealer(page, branch, email);
  // Input filters: whitespace becomes a hyphen; a coordinate keeps digits, dots and hyphens only.
  await expect(textbox(page, 'Phone number')).toHaveValue('49-301-234-5678');
  await textbox(page, 'Latitude').fill('52.52a0°');
  await expect(textbox(page, 'Latitude')).toHaveValue('52.520');
  await saveAndExpect(page, 'Created');

  // A create starts over: the first role again, empty names.
  await expect(textbox(page, 'First name')).toHaveValue('');
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/users$/);

  await search(page, email);
  const row = page.getByRole('row', { name: new RegExp(branch) });
  await expect(row).toContainText('Dealer');
  await expect(row).toContainText('+49-301-234-5678');
  await expect(row).toContainText('Berlin, Germany');
  await expect(row.getByRole('switch', { name: `Active: ${branch}` })).toBeChecked();

  // Deactivate in place; the Active filter then finds it among the inactive ones.
  // The switch's thumb covers its (zero-size) input: switch it as a keyboard user does.
  await row.getByRole('switch', { name: `Active: ${branch}` }).press('Space');
  await expect(row.getByRole('switch', { name: `Active: ${branch}` })).not.toBeChecked();
  await page.getByRole('combobox', { name: 'Active' }).selectOption('0');
  await expect(page).toHaveURL(/is_active=0/);
  await expect(page.getByRole('row', { name: new RegExp(branch) })).toHaveCount(1);

  await openFromList(page, email, branch);
  await expect(textbox(page, 'Latitude')).toHaveValue('52.520');
  await expect(page.getByRole('switch', { name: 'Active' })).not.toBeChecked();
});

test('an admin creates a representative with work hours and languages', async ({ page, signInAs }) => {
  await signInAs('ADMIN');
  const id = stamp();
  const email = `rep-${id}@coachyard.test`;

  await page.goto('/users/create');
  await select(page, 'Role').selectOption('REPRESENTATIVE');
  await textbox(page, 'First name').fill('Selin');
  await textbox(page, 'Last name').fill(`Aydın ${id}`);
  await textbox(page, 'Email address').fill(email);
  await textbox(page, 'Phone number').fill('90-212-555-0199');
  await textbox(page, 'Password').fill(PASSWORD);
  await textbox(page, 'Confirm password').fill(PASSWORD);
  await fillPlace(page, 'Germany', 'Berlin');

  await textbox(page, 'Extension').fill('ext 42');
  await expect(textbox(page, 'Extension')).toHaveValue('42');
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'German' }).check();
  await select(page, 'Time zone').selectOption('GMT+01:00');
  // Time input inserts the colon; the options run 06:00-12:00 and 12:00-18:00 in steps of 2 hours.
  await select(page, 'Start time').fill('0800');
  await expect(select(page, 'Start time')).toHaveValue('08:00');
  await select(page, 'End time').click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    '12:00',
    '14:00',
    '16:00',
    '18:00',
  ]);
  await page.getByRole('option', { name: '16:00' }).click();
  await expect(select(page, 'End time')).toHaveValue('16:00');
  await textbox(page, 'Latitude').fill('52.5');
  await textbox(page, 'Longitude').fill('13.4');
  await saveAndExpect(page, 'Created');

  await openFromList(page, email, `Selin Aydın ${id}`);
  await expect(textbox(page, 'Extension')).toHaveValue('42');
  await expect(page.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'German' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Turkish' })).not.toBeChecked();
  await expect(select(page, 'Start time')).toHaveValue('08:00');
  await expect(select(page, 'End time')).toHaveValue('16:00');
});

test('validation errors show under their fields, in the form’s own words', async ({ page, signInAs }) => {
  await signInAs('ADMIN');
  await page.goto('/users/create');
  await select(page, 'Role').selectOption('DEALER');
  await textbox(page, 'Email address').fill('not-an-email');
  await textbox(page, 'Phone number').fill('90-555');
  await page.getByRole('button', { name: 'SAVE' }).click();

  await expect(textbox(page, 'Branch name')).toHaveAccessibleDescription('Enter branch name');
  await expect(textbox(page, 'Email address')).toHaveAccessibleDescription('Incorrect email address');
  await expect(textbox(page, 'Phone number')).toHaveAccessibleDescription(/Invalid phone number format/);
  await expect(textbox(page, 'Password')).toHaveAccessibleDescription(/Enter a password/);
  await expect(textbox(page, 'Latitude')).toHaveAccessibleDescription('Please enter the latitude coordinate');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The form with its errors, and the list, pass the WCAG 2 A/AA scan.
  await expectNoViolations(page);

  // Fixing a field clears its message on the next try.
  await textbox(page, 'Phone number').fill('90-555-123-4567');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(textbox(page, 'Phone number')).toHaveAccessibleDescription('+90-999-999-9999');
  await page.goto('/users');
  await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible();
  await expectNoViolations(page);
});

test('a password changed with the Change toggle signs the dealer in, who then edits their own account', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  const id = stamp();
  const branch = `Hamburg Travel ${id}`;
  const email = `dealer-pw-${id}@coachyard.test`;
  await createDealer(page, branch, email);
  await openFromList(page, email, branch);

  // Locked until Change password is toggled; saving then relocks it.
  const password = textbox(page, 'Password');
  await expect(password).toBeDisabled();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toBeEnabled();
  await expect(password).toHaveValue('');
  await password.fill('Brand-new-pass-2');
  await textbox(page, 'Confirm password').fill('Brand-new-pass-2');
  await saveAndExpect(page, 'Saved');
  await expect(password).toBeDisabled();

  await signOut(page);
  await submitLogin(page, email, 'Brand-new-pass-2');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // A dealer has no Users page, yet opens its own account from the user menu.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page).toHaveTitle('My account · Coachyard');
  await expect(select(page, 'Role')).toBeDisabled();
  await expect(select(page, 'Role')).toHaveAccessibleDescription('You cannot change your own role');
  await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
  await expect(textbox(page, 'Branch name')).toHaveValue(branch);
  await textbox(page, 'Branch name').fill(`${branch} GmbH`);
  await saveAndExpect(page, 'Saved');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText(`${branch} GmbH`);

  await page.reload();
  await expect(textbox(page, 'Branch name')).toHaveValue(`${branch} GmbH`);
});

test('a photo is previewed after preparing, replaced, saved, and removed again', async ({
  page,
  signInAs,
}) => {
  await signInAs('ADMIN');
  const id = stamp();
  const branch = `Photo Coaches ${id}`;
  const email = `dealer-photo-${id}@coachyard.test`;

  const choose = async (button: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(file);
  };

  await page.clock.install();
  await page.goto('/users/create');
  await expect(preview(page)).toHaveCount(0);
  // "Preparing…" shows for a second: the page's clock is held while it does, so that a loaded machine's slow
  // assertion cannot miss it, then moved on by that second.
  await page.clock.pauseAt(new Date(Date.now() + 5_000));
  await choose('Choose photo', { name: 'red.png', mimeType: 'image/png', buffer: RED_PNG });
  await expect(page.getByRole('group', { name: 'Profile photo' }).getByRole('status')).toHaveText(
    'Preparing…',
  );
  await expect(preview(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(preview(page)).toBeVisible();
  await page.clock.resume();
  const first = await preview(page).getAttribute('src');

  await choose('Replace', { name: 'green.jpg', mimeType: 'image/jpeg', buffer: GREEN_JPEG });
  await expect(preview(page)).toBeVisible();
  expect(await preview(page).getAttribute('src')).not.toBe(first);

  // A file that is not an image is refused at once, and the chosen photo stays.
  await choose('Replace', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Only JPG, JPEG and PNG images can be uploaded');
  await expect(preview(page)).toBeVisible();

  await fillDealer(page, branch, email);
  await saveAndExpect(page, 'Created');
  await expect(preview(page)).toHaveCount(0);

  // Saved: the list shows its thumbnail, the form the stored image.
  await openFromList(page, email, branch);
  await expect(preview(page)).toHaveAttribute('src', /^\/media\/images\/original\/user\/.+\.jpg$/);
  await page.goto('/users');
  await search(page, email);
  const thumbnail = /^\/media\/images\/thumbs\/user\/.+\.jpg$/;
  await expect(page.getByRole('img', { name: `Photo of ${branch}` })).toHaveAttribute('src', thumbnail);
  await openFromList(page, email, branch);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose photo' })).toBeVisible();
  await saveAndExpect(page, 'Saved');
  await page.reload();
  await expect(textbox(page, 'Email address')).toHaveValue(email);
  await expect(preview(page)).toHaveCount(0);
});
