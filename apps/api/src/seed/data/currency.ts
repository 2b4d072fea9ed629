import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@coachyard/contract';
import { lookupTable, item, type NameRow } from './names.ts';

// prettier-ignore
const CURRENCY_NAMES: Record<Currency, NameRow> = {
  TRY: ['Türk lirası', 'Turkish lira', 'Lira turca', 'Livre turque', 'Türkische Lira', 'Lira turca', 'Турецкая лира', 'ليرة تركية'],
  EUR: ['Euro', 'Euro', 'Euro', 'Euro', 'Euro', 'Euro', 'Евро', 'يورو'],
  GBP: ['İngiliz sterlini', 'Pound sterling', 'Libra esterlina', 'Livre sterling', 'Britisches Pfund', 'Sterlina britannica', 'Фунт стерлингов', 'جنيه إسترليني'],
  USD: ['ABD doları', 'US dollar', 'Dólar estadounidense', 'Dollar américain', 'US-Dollar', 'Dollaro statunitense', 'Доллар США', 'دولار أمريكي'],
};

/** The currencies of the regions (SPEC §9); slug is the ISO 4217 code in lower case. */
export const currency = lookupTable(
  'currency',
  ['Para birimleri', 'Currencies', 'Monedas', 'Devises', 'Währungen', 'Valute', 'Валюты', 'العملات'],
  CURRENCIES.map((code) =>
    item(CURRENCY_NAMES[code], {
      slug: code.toLowerCase(),
      attributes: { code, symbol: CURRENCY_SYMBOLS[code] },
    }),
  ),
);
