import { lookupTable, item, tradeName } from './names.ts';

/** Engine makers found in buses and coaches, with the engine families a seller is likely to name. */
// prettier-ignore
const ENGINE_BRANDS: readonly (readonly [latin: string, arabic: string, engines: string[]])[] = [
  ['Mercedes-Benz', 'مرسيدس-بنز', ['OM 470', 'OM 471', 'OM 936', 'OM 457']],
  ['MAN', 'مان', ['D2676', 'D2066', 'D0836']],
  ['Cummins', 'كمنز', ['ISB6.7', 'ISL9', 'L9', 'X12', 'B6.7']],
  ['DAF / PACCAR', 'داف / باكار', ['MX-11', 'MX-13', 'PR']],
  ['Volvo', 'فولفو', ['D8K', 'D11K', 'D13K']],
  ['Scania', 'سكانيا', ['DC09', 'DC13', 'DC16']],
  ['FPT Industrial', 'إف بي تي إندستريال', ['Cursor 9', 'Cursor 11', 'Cursor 13', 'Tector 7', 'NEF 6']],
  ['Deutz', 'دويتس', ['TCD 6.1', 'TCD 7.8']],
  ['Detroit Diesel', 'ديترويت ديزل', ['DD13', 'Series 60']],
  ['Caterpillar', 'كاتربيلر', ['C7', 'C13']],
  ['Isuzu', 'إيسوزو', ['4HK1', '6HK1']],
];

export const engineBrand = lookupTable(
  'engine-brand',
  [
    'Motor markaları',
    'Engine brands',
    'Marcas de motor',
    'Marques de moteur',
    'Motorenhersteller',
    'Marche di motori',
    'Марки двигателей',
    'علامات المحركات',
  ],
  ENGINE_BRANDS.map(([latin, arabic, engines]) =>
    item(tradeName(latin, arabic), { attributes: { engines } }),
  ),
);
