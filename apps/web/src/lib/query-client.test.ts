import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from './i18n';
import { currentLanguage } from './language';
import { createQueryClient } from './query-client';

afterEach(() => changeLanguage('en', { persist: false }));

describe('answers and the language', () => {
  it('keep what was asked in the language the app starts in, and ask again in a new one', async () => {
    await initI18n('en');
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['settings'], queryFn: () => 'in English' });
    const answer = () => client.getQueryCache().find({ queryKey: ['settings'] })!.state;
    // The app's start sets the language its first queries were asked in: they are not asked again on mount.
    await initI18n(currentLanguage());
    expect(answer().isInvalidated).toBe(false);
    await changeLanguage('tr', { persist: false });
    expect(answer().isInvalidated).toBe(true);
  });
});
