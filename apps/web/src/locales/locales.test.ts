import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coachyard/contract';

type Texts = Record<string, unknown>;
const shellFiles = import.meta.glob<Texts>('./*.json', { eager: true, import: 'default' });
/** Each feature keeps its texts beside it (`features/<name>/locales/<lang>.json`): merged as the app does. */
const featureFiles = import.meta.glob<Texts>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

const locales: Record<string, Texts> = { ...shellFiles };
for (const [file, texts] of Object.entries(featureFiles)) {
  const key = `./${file.split('/').pop()}`;
  if (!locales[key]) throw new Error(`${file} has no shell locale ${key} beside it`);
  for (const name of Object.keys(texts))
    if (name in locales[key]) throw new Error(`${file} redefines the top-level key "${name}"`);
  locales[key] = { ...locales[key], ...texts };
}

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const english = flatten(locales['./en.json']);

describe('locale files', () => {
  it('exist for exactly the 8 languages', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((language) => `./${language}.json`).sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, translated', (language) => {
    const texts = flatten(locales[`./${language}.json`]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    // Brand names and a few words may match English; the texts as a whole must not be a copy.
    const same = Object.keys(texts).filter((key) => texts[key] === english[key]);
    expect(same.length / Object.keys(texts).length).toBeLessThan(0.1);
  });

  it('keeps interpolation placeholders in every translation', () => {
    for (const language of LANGUAGES) {
      const texts = flatten(locales[`./${language}.json`]);
      for (const [key, text] of Object.entries(english)) {
        for (const placeholder of text.match(/{{\w+}}/g) ?? [])
          expect(texts[key], `${language} ${key}`).toContain(placeholder);
      }
    }
  });

  it('names the save button KAYDET in Turkish', () => {
    expect(flatten(locales['./tr.json'])['common.save']).toBe('KAYDET');
  });
});
