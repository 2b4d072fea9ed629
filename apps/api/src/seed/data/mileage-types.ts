import { lookupTable, item, type NameRow } from './names.ts';

/** Units an odometer reads in; the slug is the unit symbol. */
// prettier-ignore
const UNITS: readonly (readonly [symbol: string, metres: number, NameRow])[] = [
  ['km', 1000, ['Kilometre', 'Kilometres', 'Kilómetros', 'Kilomètres', 'Kilometer', 'Chilometri', 'Километры', 'كيلومترات']],
  ['mi', 1609.344, ['Mil', 'Miles', 'Millas', 'Miles', 'Meilen', 'Miglia', 'Мили', 'أميال']],
];

export const mileageTypes = lookupTable(
  'mileage-types',
  [
    'Mesafe birimleri',
    'Mileage units',
    'Unidades de distancia',
    'Unités de kilométrage',
    'Einheiten der Laufleistung',
    'Unità di percorrenza',
    'Единицы пробега',
    'وحدات المسافة',
  ],
  UNITS.map(([symbol, metres, row]) => item(row, { slug: symbol, attributes: { symbol, metres } })),
);
