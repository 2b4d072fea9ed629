import { lookupTable, item, tradeName } from './names.ts';

/** Bus and coach makers with their Arabic spelling, TEMSA first (the advertisement form's default, SPEC §3). */
// prettier-ignore
const BRANDS: readonly (readonly [latin: string, arabic: string])[] = [
  ['TEMSA', 'تمسا'],
  ['Mercedes-Benz', 'مرسيدس-بنز'],
  ['Setra', 'سيترا'],
  ['MAN', 'مان'],
  ['Neoplan', 'نيوبلان'],
  ['Volvo', 'فولفو'],
  ['Scania', 'سكانيا'],
  ['Iveco', 'إيفيكو'],
  ['Irizar', 'إيريزار'],
  ['Van Hool', 'فان هول'],
  ['VDL', 'في دي إل'],
  ['Otokar', 'أوتوكار'],
  ['Isuzu', 'إيسوزو'],
  ['BMC', 'بي إم سي'],
  ['Karsan', 'كارسان'],
  ['Solaris', 'سولاريس'],
  ['Yutong', 'يوتونغ'],
  ['King Long', 'كينغ لونغ'],
  ['Higer', 'هايغر'],
  ['BYD', 'بي واي دي'],
  ['Prevost', 'بريفوست'],
  ['MCI', 'إم سي آي'],
  ['Alexander Dennis', 'ألكسندر دينيس'],
  ['Wrightbus', 'رايتباص'],
  ['Plaxton', 'بلاكستون'],
  ['Caetano', 'كايتانو'],
  ['Beulas', 'بيولاس'],
  ['Sunsundegui', 'سونسونديغي'],
];

export const brands = lookupTable(
  'brands',
  ['Markalar', 'Brands', 'Marcas', 'Marques', 'Marken', 'Marchi', 'Марки', 'العلامات التجارية'],
  BRANDS.map(([latin, arabic]) => item(tradeName(latin, arabic))),
);
