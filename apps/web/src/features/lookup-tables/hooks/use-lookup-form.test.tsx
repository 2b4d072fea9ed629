import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError, type ApiResponse } from '@/lib/api-client';
import { resetActionResult, useActionResult } from '@/components/use-action-result';
import { setTestLanguage } from '@/test/render';
import { validateLookupForm } from './lookup-form-rules';
import { toFormValues, type LookupEntry } from './lookup-form-values';
import { LOOKUP_DOMAIN } from '../result-domain';
import { useLookupForm, type UseLookupFormOptions } from './use-lookup-form';

const coach: LookupEntry = {
  id: '6f1c1a52-8a8f-4c56-9a43-0d3f3c9b2a10',
  name: 'Coach',
  slug: 'coach',
  text: 'Coach',
  translations: { en: 'Coach', de: 'Reisebus' },
  is_active: 1,
  is_exposable: 0,
  version: 3,
};

const answer = (data: LookupEntry, successMessage = 'Saved'): ApiResponse<LookupEntry> => ({
  data,
  successMessage,
  availableLanguages: [],
});

function setup(options: Partial<UseLookupFormOptions> = {}) {
  const create = vi.fn(async (body: { name: string }) => answer({ ...coach, ...body }, 'Created'));
  const update = vi.fn(async () => answer({ ...coach, version: 4 }));
  const hook = renderHook(() => ({
    ...useLookupForm({ create, update, ...options }),
    dialog: useActionResult(LOOKUP_DOMAIN).result,
  }));
  const current = () => hook.result.current;
  const errorOf = (name: Parameters<ReturnType<typeof current>['form']['getFieldState']>[0]) =>
    current().form.getFieldState(name).error?.message;
  const submit = () => act(() => current().submit());
  return { create, update, current, errorOf, submit };
}

beforeAll(() => setTestLanguage('en'));
beforeEach(() => resetActionResult(LOOKUP_DOMAIN));

describe('useLookupForm: the key', () => {
  it('is regenerated from the description with the contract slugify while creating', () => {
    const { current } = setup();
    act(() => current().form.setValue('name', 'Mercedes-Benz Tourismo 16 RHD'));
    expect(current().form.getValues('slug')).toBe('mercedes-benz-tourismo-16-rhd');
    act(() => current().form.setValue('name', 'Şırnak İli 2+1'));
    expect(current().form.getValues('slug')).toBe('sirnak-ili-2-plus-1');
  });

  it('stays as it is in an edit, where description and key are locked', () => {
    const { current } = setup({ entry: coach });
    expect(current().isEdit).toBe(true);
    act(() => current().form.setValue('name', 'Something else'));
    expect(current().form.getValues('slug')).toBe('coach');
  });
});

describe('useLookupForm: languages', () => {
  it('selects the first language when submitted with none, and then requires its text', async () => {
    const { current, errorOf, submit, create } = setup();
    act(() => current().form.setValue('name', 'Seat fabric'));
    await submit();
    expect(current().editor.languages).toEqual(['tr']);
    expect(errorOf('translations.tr')).toBe('translation.content_required');
    expect(create).not.toHaveBeenCalled();
  });

  it('clears the text of a language toggled on and requires it; toggling off drops the rule', async () => {
    const { current, errorOf, submit, update } = setup({ entry: coach });
    expect(current().editor.languages).toEqual(['en', 'de']);

    act(() => current().editor.toggleLanguage('de'));
    act(() => current().editor.toggleLanguage('de'));
    expect(current().form.getValues('translations.de')).toBe('');

    act(() => current().editor.toggleLanguage('tr'));
    expect(current().editor.languages).toEqual(['tr', 'en', 'de']);
    await submit();
    expect(errorOf('translations.tr')).toBe('translation.content_required');
    expect(errorOf('translations.de')).toBe('translation.content_required');

    act(() => current().form.setValue('translations.tr', 'K'));
    await submit();
    expect(errorOf('translations.tr')).toBe('translation.content_min');
    expect(update).not.toHaveBeenCalled();

    act(() => current().editor.toggleLanguage('tr'));
    act(() => current().editor.toggleLanguage('de'));
    expect(errorOf('translations.tr')).toBeUndefined();
    await submit();
    expect(update).toHaveBeenCalledWith({
      translations: { en: 'Coach' },
      is_active: 1,
      is_exposable: 0,
      version: 3,
    });
  });

  it('asks for content in a language when none is selected (translationLeastOne)', () => {
    const values = { ...toFormValues(), name: 'Seat fabric', slug: 'seat-fabric' };
    expect(validateLookupForm(values)).toEqual({
      languages: { type: 'validate', message: 'translation.least_one' },
    });
  });

  it('says what is wrong with a language under it, not again for the group', async () => {
    const { current, errorOf, submit } = setup();
    act(() => current().editor.toggleLanguage('en'));
    act(() => current().form.setValue('translations.en', ' a '));
    await submit();
    expect(errorOf('translations.en')).toBe('translation.content_min');
    expect(errorOf('languages')).toBeUndefined();
  });

  it('checks rich text once its tags are stripped (checkTranslations)', async () => {
    const { current, errorOf, submit, create } = setup({ richText: true });
    act(() => current().form.setValue('name', 'About us'));
    act(() => current().editor.toggleLanguage('en'));
    act(() => current().form.setValue('translations.en', '<p> </p>'));
    await submit();
    expect(errorOf('translations.en')).toBe('translation.content_min');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses HTML in a plain-text table', async () => {
    const { current, errorOf, submit } = setup();
    act(() => current().editor.toggleLanguage('en'));
    act(() => current().form.setValue('translations.en', '<b>Coach</b>'));
    await submit();
    expect(errorOf('translations.en')).toBe('translation.html_not_allowed');
  });
});

describe('useLookupForm: saving', () => {
  it('creates with the selected languages only, shows the API message and starts over', async () => {
    const { current, submit, create } = setup();
    act(() => current().form.setValue('name', ' Velvet '));
    act(() => current().editor.toggleLanguage('en'));
    act(() => current().editor.toggleLanguage('ar'));
    act(() => current().form.setValue('translations.en', 'Velvet'));
    act(() => current().form.setValue('translations.ar', 'مخمل'));
    act(() => current().form.setValue('translations.de', 'left over from before'));
    await submit();
    expect(create).toHaveBeenCalledWith({
      name: 'Velvet',
      slug: 'velvet',
      translations: { en: 'Velvet', ar: 'مخمل' },
      is_active: 1,
      is_exposable: 1,
    });
    expect(current().dialog).toEqual({ show: true, success: true, content: 'Created' });
    expect(current().form.getValues()).toMatchObject({ name: '', slug: '', languages: [] });
  });

  it("puts the API's field errors under their fields and shows its message", async () => {
    const error = new ApiError(400, {
      title: 'Some fields are not valid',
      message: 'Some fields are not valid',
      code: 'VALIDATION',
      fields: {
        slug: ['This key is already used in this table'],
        translations: ['Enter content in a language'],
      },
    });
    const { current, errorOf, submit } = setup({ create: vi.fn(async () => Promise.reject(error)) });
    act(() => current().form.setValue('name', 'Countries'));
    act(() => current().editor.toggleLanguage('en'));
    act(() => current().form.setValue('translations.en', 'Countries'));
    await submit();
    expect(errorOf('slug')).toBe('This key is already used in this table');
    expect(errorOf('languages')).toBe('Enter content in a language');
    expect(current().dialog).toEqual({ show: true, success: false, content: 'Some fields are not valid' });
    expect(current().form.getValues('name')).toBe('Countries');
  });

  it('shows the row as it now is after a stale version (409)', async () => {
    const message = 'Someone else changed this record; review the latest version and try again';
    const latest = { ...coach, version: 7, translations: { en: 'Coach', tr: 'Otobüs' } };
    const error = new ApiError(409, { title: message, message, code: 'CONFLICT', current: latest });
    const { current, submit } = setup({ entry: coach, update: vi.fn(async () => Promise.reject(error)) });
    await submit();
    expect(current().form.getValues()).toMatchObject({ version: 7, languages: ['tr', 'en'] });
    expect(current().dialog).toEqual({ show: true, success: false, content: message });
  });
});
