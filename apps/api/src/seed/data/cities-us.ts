import { item, place, type Exonyms } from './names.ts';
import type { SeedItem } from './types.ts';

type State = readonly [code: string, english: string, russian: string, arabic: string, exonyms?: Exonyms];

/** The 50 states and the District of Columbia; code is the USPS abbreviation (also the ISO 3166-2 suffix). */
// prettier-ignore
const STATES: readonly State[] = [
  ['AL', 'Alabama', 'Алабама', 'ألاباما'],
  ['AK', 'Alaska', 'Аляска', 'ألاسكا'],
  ['AZ', 'Arizona', 'Аризона', 'أريزونا'],
  ['AR', 'Arkansas', 'Арканзас', 'أركنساس'],
  ['CA', 'California', 'Калифорния', 'كاليفورنيا', { tr: 'Kaliforniya', fr: 'Californie', de: 'Kalifornien' }],
  ['CO', 'Colorado', 'Колорадо', 'كولورادو'],
  ['CT', 'Connecticut', 'Коннектикут', 'كونيتيكت'],
  ['DE', 'Delaware', 'Делавэр', 'ديلاوير'],
  ['DC', 'District of Columbia', 'Округ Колумбия', 'مقاطعة كولومبيا', { tr: 'Columbia Bölgesi', es: 'Distrito de Columbia', fr: 'District de Columbia', it: 'Distretto di Columbia' }],
  ['FL', 'Florida', 'Флорида', 'فلوريدا', { fr: 'Floride' }],
  ['GA', 'Georgia', 'Джорджия', 'جورجيا', { fr: 'Géorgie' }],
  ['HI', 'Hawaii', 'Гавайи', 'هاواي', { es: 'Hawái', fr: 'Hawaï' }],
  ['ID', 'Idaho', 'Айдахо', 'أيداهو'],
  ['IL', 'Illinois', 'Иллинойс', 'إلينوي'],
  ['IN', 'Indiana', 'Индиана', 'إنديانا'],
  ['IA', 'Iowa', 'Айова', 'آيوا'],
  ['KS', 'Kansas', 'Канзас', 'كانساس'],
  ['KY', 'Kentucky', 'Кентукки', 'كنتاكي'],
  ['LA', 'Louisiana', 'Луизиана', 'لويزيانا', { es: 'Luisiana', fr: 'Louisiane' }],
  ['ME', 'Maine', 'Мэн', 'مين'],
  ['MD', 'Maryland', 'Мэриленд', 'ماريلاند'],
  ['MA', 'Massachusetts', 'Массачусетс', 'ماساتشوستس'],
  ['MI', 'Michigan', 'Мичиган', 'ميشيغان', { es: 'Míchigan' }],
  ['MN', 'Minnesota', 'Миннесота', 'مينيسوتا'],
  ['MS', 'Mississippi', 'Миссисипи', 'ميسيسيبي', { es: 'Misisipi' }],
  ['MO', 'Missouri', 'Миссури', 'ميزوري', { es: 'Misuri' }],
  ['MT', 'Montana', 'Монтана', 'مونتانا'],
  ['NE', 'Nebraska', 'Небраска', 'نبراسكا'],
  ['NV', 'Nevada', 'Невада', 'نيفادا'],
  ['NH', 'New Hampshire', 'Нью-Гэмпшир', 'نيوهامشير', { es: 'Nuevo Hampshire' }],
  ['NJ', 'New Jersey', 'Нью-Джерси', 'نيوجيرسي', { es: 'Nueva Jersey' }],
  ['NM', 'New Mexico', 'Нью-Мексико', 'نيومكسيكو', { es: 'Nuevo México', fr: 'Nouveau-Mexique', it: 'Nuovo Messico' }],
  ['NY', 'New York', 'Нью-Йорк', 'نيويورك', { es: 'Nueva York', fr: 'État de New York', it: 'Stato di New York' }],
  ['NC', 'North Carolina', 'Северная Каролина', 'كارولاينا الشمالية', { tr: 'Kuzey Carolina', es: 'Carolina del Norte', fr: 'Caroline du Nord', it: 'Carolina del Nord' }],
  ['ND', 'North Dakota', 'Северная Дакота', 'داكوتا الشمالية', { tr: 'Kuzey Dakota', es: 'Dakota del Norte', fr: 'Dakota du Nord', it: 'Dakota del Nord' }],
  ['OH', 'Ohio', 'Огайо', 'أوهايو'],
  ['OK', 'Oklahoma', 'Оклахома', 'أوكلاهوما'],
  ['OR', 'Oregon', 'Орегон', 'أوريغون', { es: 'Oregón' }],
  ['PA', 'Pennsylvania', 'Пенсильвания', 'بنسلفانيا', { tr: 'Pensilvanya', es: 'Pensilvania', fr: 'Pennsylvanie' }],
  ['RI', 'Rhode Island', 'Род-Айленд', 'رود آيلاند'],
  ['SC', 'South Carolina', 'Южная Каролина', 'كارولاينا الجنوبية', { tr: 'Güney Carolina', es: 'Carolina del Sur', fr: 'Caroline du Sud', it: 'Carolina del Sud' }],
  ['SD', 'South Dakota', 'Южная Дакота', 'داكوتا الجنوبية', { tr: 'Güney Dakota', es: 'Dakota del Sur', fr: 'Dakota du Sud', it: 'Dakota del Sud' }],
  ['TN', 'Tennessee', 'Теннесси', 'تينيسي'],
  ['TX', 'Texas', 'Техас', 'تكساس', { tr: 'Teksas' }],
  ['UT', 'Utah', 'Юта', 'يوتا'],
  ['VT', 'Vermont', 'Вермонт', 'فيرمونت'],
  ['VA', 'Virginia', 'Виргиния', 'فيرجينيا', { fr: 'Virginie' }],
  ['WA', 'Washington', 'Вашингтон', 'واشنطن', { fr: 'État de Washington', it: 'Stato di Washington' }],
  ['WV', 'West Virginia', 'Западная Виргиния', 'فيرجينيا الغربية', { tr: 'Batı Virginia', es: 'Virginia Occidental', fr: 'Virginie-Occidentale', it: 'Virginia Occidentale' }],
  ['WI', 'Wisconsin', 'Висконсин', 'ويسكونسن'],
  ['WY', 'Wyoming', 'Вайоминг', 'وايومنغ'],
];

export const usStates: SeedItem[] = STATES.map(([code, english, russian, arabic, exonyms]) =>
  item(place(english, russian, arabic, exonyms), { attributes: { code, iso_3166_2: `US-${code}` } }),
);
