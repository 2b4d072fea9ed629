import { lookupTable, item, tradeName } from './names.ts';

/**
 * Gearbox makers, and the own-brand automated gearboxes of the big coach makers as sellers name them. Product
 * lines are listed only where they are well established.
 */
// prettier-ignore
const GEARBOX_BRANDS: readonly (readonly [latin: string, arabic: string, gearboxes?: string[]])[] = [
  ['ZF', 'زد إف', ['EcoLife', 'EcoLife 2', 'TraXon', 'AS Tronic', 'Ecomat', 'EcoSplit']],
  ['Voith', 'فويت', ['DIWA.5', 'DIWA.6', 'DIWA NXT']],
  ['Allison', 'أليسون', ['T280R', 'T325R', 'B300R', 'B400R', 'B500R']],
  ['Eaton', 'إيتون', ['UltraShift Plus', 'Fuller']],
  ['Mercedes-Benz GO', 'مرسيدس-بنز GO', ['GO 250-8 PowerShift', 'GO 210-6']],
  ['Scania Opticruise', 'سكانيا أوبتيكروز'],
  ['Volvo I-Shift', 'فولفو I-Shift'],
  ['MAN TipMatic', 'مان TipMatic'],
];

export const gearboxBrand = lookupTable(
  'gearbox-brand',
  [
    'Şanzıman markaları',
    'Gearbox brands',
    'Marcas de caja de cambios',
    'Marques de boîte de vitesses',
    'Getriebehersteller',
    'Marche di cambi',
    'Марки коробок передач',
    'علامات ناقل الحركة',
  ],
  GEARBOX_BRANDS.map(([latin, arabic, gearboxes]) =>
    item(tradeName(latin, arabic), gearboxes ? { attributes: { gearboxes } } : {}),
  ),
);
