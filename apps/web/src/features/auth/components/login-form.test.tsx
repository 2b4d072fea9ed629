import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@coachyard/contract';
import { jsonResponse, renderWithProviders, setTestLanguage } from '@/test/render';
import { LoginForm } from './login-form';

/** The text that describes a field: Mantine links the error under it through aria-describedby. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** Validation loads its schemas on first use, so the message may take a moment to appear. */
const expectDescription = (field: HTMLElement, text: string) =>
  vi.waitFor(() => expect(descriptionOf(field)).toBe(text));

async function renderIn(language: Language) {
  await setTestLanguage(language);
  renderWithProviders(<LoginForm />);
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('shows the first error under each field, in English', async () => {
    await renderIn('en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    await expectDescription(await screen.findByRole('textbox', { name: 'Email' }), 'Enter your username');
    await expectDescription(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Enter your password');

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await expectDescription(
      screen.getByLabelText(/^Password/, { selector: 'input' }),
      'Your password must be at least 5 characters',
    );
  });

  it('shows the same rules in Turkish', async () => {
    await renderIn('tr');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'GİRİŞ' }));

    await expectDescription(
      await screen.findByRole('textbox', { name: 'E-posta' }),
      'Kullanıcı adınızı giriniz',
    );
    await expectDescription(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'Şifrenizi giriniz');
  });

  it("puts the API's 404 message under the email field", async () => {
    const message = 'The username or password was entered incorrectly';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(404, {
          error: { title: message, message, code: 'NOT_FOUND', fields: { username: [message] } },
          request_id: 'r',
        }),
      ),
    );
    await renderIn('en');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@coachyard.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const email = await screen.findByRole('textbox', { name: 'Email' });
    await expectDescription(email, message);
    expect(fetch).toHaveBeenCalledWith('/api/auth?lang=en', expect.objectContaining({ method: 'POST' }));
  });

  it('shows a 429 as a message above the form, with the wait', async () => {
    const message = 'Too many attempts, please wait and try again';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          429,
          { error: { title: message, message, code: 'RATE_LIMITED' }, request_id: 'r' },
          { 'Retry-After': '60' },
        ),
      ),
    );
    await renderIn('en');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@coachyard.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).toContain('You can try again in 60 seconds.');
  });
});
