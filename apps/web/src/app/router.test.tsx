import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { DEFAULT_PRIVILEGES, HIERARCHY } from '@coachyard/contract';
import { markLoggedOut, sessionStore } from '@/lib/auth';
import { jsonResponse, renderWithProviders, setTestLanguage } from '@/test/render';
import { loadLeadsPage } from '@/features/leads';
import { lazyScreen } from './lazy-page';
import { ScreenErrorBoundary } from './route-error';
import { AppRoutes } from './router';

// The pages the first test goes through, compiled before any test's clock starts: the browser fetches one built
// chunk each, where the test environment compiles each page's hundreds of modules on first import (seconds on a
// loaded machine, which had taken the sign-in test past its time).
await Promise.all([
  import('./routes/login'),
  import('./layout/shell-layout'),
  import('./layout/account-menu'),
  loadLeadsPage(),
]);

const dealer = {
  id: '00000000-0000-4000-8000-000000000003',
  role: 'DEALER' as const,
  first_name: 'Anadolu Otobüs',
  last_name: null,
  email_address: 'dealer@coachyard.test',
  profile_picture: null,
  country: null,
  city: null,
  version: 1,
};

/** A small fake of the API: sign-in, permissions and the profile. */
function fakeApi() {
  const envelope = (data: unknown) => jsonResponse(200, { data, available_languages: ['en'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/auth?')) return envelope({ user: dealer, access_token: 'jwt' });
      if (url.startsWith('/api/users/permissions?'))
        return envelope({ privileges: DEFAULT_PRIVILEGES.DEALER, hierarchy: HIERARCHY });
      if (url.startsWith('/api/users/me?')) return envelope(dealer);
      return jsonResponse(404, { error: { title: 'x', message: 'x', code: 'NOT_FOUND' }, request_id: 'r' });
    }),
  );
}

/** Renders the app's routes at `path`; `shown.pathname` follows the location they are at. */
const renderAt = (path: string) => {
  const shown = { pathname: '' };
  function LocationProbe() {
    shown.pathname = useLocation().pathname;
    return null;
  }
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return shown;
};

beforeAll(() => setTestLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  markLoggedOut('expired');
});

describe('routing and guards', () => {
  // Rendering the sign-in page, then the shell and the leads page, is some 4 s of jsdom's CPU on an idle machine:
  // the time allowed follows that work on a loaded one (it ran past 5 s at a load of 30), nothing is raced.
  it(
    'sends a signed-out visitor to /login and, after signing in, to the page first asked for',
    { timeout: 30_000 },
    async () => {
      fakeApi();
      const shown = renderAt('/leads_query');
      expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 20_000 })).toBeTruthy();
      expect(shown.pathname).toBe('/login');

      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dealer@coachyard.test');
      await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'LOGIN' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Leads Query' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(shown.pathname).toBe('/leads_query');
      expect(sessionStore.get()).toMatchObject({ isLoggedIn: true, user: dealer });
      expect(JSON.parse(sessionStorage.getItem('privileges')!)).toEqual(DEFAULT_PRIVILEGES.DEALER);

      const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
      const links = [...navigation.querySelectorAll('a')].map((link) => link.textContent);
      expect(links).toEqual(['Dashboard', 'Advertisements', 'Leads Query', 'Stock feeds']);
    },
  );

  it('shows a retry message when a page chunk fails to load', async () => {
    const { Screen } = lazyScreen(async () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ScreenErrorBoundary resetKey="/">
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>,
    );

    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
