import { afterEach, describe, expect, it, vi } from 'vitest';

// The moment before `initI18n`: react-i18next has no instance with a language yet.
vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  getI18n: () => undefined,
}));

const { buildUrl } = await import('./api-client');

afterEach(() => localStorage.clear());

describe('a request started before the texts', () => {
  it('asks in the language the page is about to show, not in the default one', () => {
    localStorage.setItem('language', 'ar');
    expect(new URL(buildUrl('/public/settings'), 'http://x').searchParams.get('lang')).toBe('ar');
    localStorage.setItem('language', 'tr');
    expect(new URL(buildUrl('/public/settings'), 'http://x').searchParams.get('lang')).toBe('tr');
  });

  it('asks in the default language when none was chosen', () => {
    expect(new URL(buildUrl('/public/settings'), 'http://x').searchParams.get('lang')).toBe('en');
  });
});
