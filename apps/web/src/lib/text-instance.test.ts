import { describe, expect, it, vi } from 'vitest';
import { createTextInstance } from './text-instance';

describe('the text instance react-i18next reads (what the app asked of i18next)', () => {
  const texts = () => {
    const instance = createTextInstance();
    instance.addTexts('en', {
      shell: { greeting: 'Hello {{name}}', plain: 'Plain', unread: '{{count}} unread' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      items_zero: 'No items',
    });
    instance.addTexts('ar', { items_few: '{{count}} عناصر', items_other: '{{count}} عنصر' });
    return instance;
  };

  it('finds a text by its dotted key and fills in values, unescaped', () => {
    const t = texts().getFixedT('en');
    expect(t('shell.plain')).toBe('Plain');
    expect(t('shell.greeting', { name: '<Ada & co>' })).toBe('Hello <Ada & co>');
    expect(t('shell.unread', { count: 3 })).toBe('3 unread');
    // A value not given stays as written.
    expect(t('shell.greeting')).toBe('Hello {{name}}');
  });

  it('answers the key, or the default value, for a text it does not have', () => {
    const t = texts().getFixedT('en');
    expect(t('shell.missing')).toBe('shell.missing');
    expect(t('shell')).toBe('shell');
    expect(t('audit.actions.purge', { defaultValue: 'purge' })).toBe('purge');
    expect(t('audit.actions.purge', 'purge')).toBe('purge');
    expect(t('shell.plain', { defaultValue: 'other' })).toBe('Plain');
  });

  it('picks plural forms by the language’s rules, zero first', () => {
    const instance = texts();
    const en = instance.getFixedT('en');
    expect(en('items', { count: 0 })).toBe('No items');
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 7 })).toBe('7 items');
    const ar = instance.getFixedT('ar');
    expect(ar('items', { count: 3 })).toBe('3 عناصر');
    expect(ar('items', { count: 100 })).toBe('100 عنصر');
  });

  it('merges later files over earlier ones without changing them', () => {
    const instance = createTextInstance();
    const first = { shell: { a: 'A', b: 'B' } };
    instance.addTexts('en', first);
    instance.addTexts('en', { shell: { b: 'B2', c: 'C' } });
    const t = instance.getFixedT('en');
    expect([t('shell.a'), t('shell.b'), t('shell.c')]).toEqual(['A', 'B2', 'C']);
    expect(first).toEqual({ shell: { a: 'A', b: 'B' } });
  });

  it('tells its listeners of a change of language', async () => {
    const instance = texts();
    const listener = vi.fn();
    instance.on('languageChanged', listener);
    await instance.changeLanguage('ar');
    expect(instance.language).toBe('ar');
    expect(listener).toHaveBeenCalledWith('ar');
    instance.off('languageChanged', listener);
    await instance.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
