import { LANGUAGE_NAMES, LANGUAGES, RTL_LANGUAGES, type Language } from '@coachyard/contract';
import { lookupTable, item, type NameRow } from './names.ts';

/** Each product language named in every product language (CLDR names, capitalised as a list shows them). */
// prettier-ignore
const LANGUAGE_ROWS: Record<Language, NameRow> = {
  tr: ['Türkçe', 'Turkish', 'Turco', 'Turc', 'Türkisch', 'Turco', 'Турецкий', 'التركية'],
  en: ['İngilizce', 'English', 'Inglés', 'Anglais', 'Englisch', 'Inglese', 'Английский', 'الإنجليزية'],
  es: ['İspanyolca', 'Spanish', 'Español', 'Espagnol', 'Spanisch', 'Spagnolo', 'Испанский', 'الإسبانية'],
  fr: ['Fransızca', 'French', 'Francés', 'Français', 'Französisch', 'Francese', 'Французский', 'الفرنسية'],
  de: ['Almanca', 'German', 'Alemán', 'Allemand', 'Deutsch', 'Tedesco', 'Немецкий', 'الألمانية'],
  it: ['İtalyanca', 'Italian', 'Italiano', 'Italien', 'Italienisch', 'Italiano', 'Итальянский', 'الإيطالية'],
  ru: ['Rusça', 'Russian', 'Ruso', 'Russe', 'Russisch', 'Russo', 'Русский', 'الروسية'],
  ar: ['Arapça', 'Arabic', 'Árabe', 'Arabe', 'Arabisch', 'Arabo', 'Арабский', 'العربية'],
};

/** The product languages (SPEC §9), slug = ISO 639-1 code, in the product's order. */
export const languages = lookupTable(
  'languages',
  ['Diller', 'Languages', 'Idiomas', 'Langues', 'Sprachen', 'Lingue', 'Языки', 'اللغات'],
  LANGUAGES.map((code) =>
    item(LANGUAGE_ROWS[code], {
      slug: code,
      attributes: { native_name: LANGUAGE_NAMES[code], rtl: RTL_LANGUAGES.includes(code) },
    }),
  ),
);
