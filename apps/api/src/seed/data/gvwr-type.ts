import { lookupTable, item, type NameRow } from './names.ts';

/** US weight classes (FHWA), in pounds as US listings state them, each language writing numbers its own way. */
// prettier-ignore
const US_CLASSES: readonly (readonly [slug: string, minLb: number, maxLb: number | undefined, NameRow])[] = [
  ['class-4', 14_001, 16_000, ['Sınıf 4 (14.001–16.000 lb)', 'Class 4 (14,001–16,000 lb)', 'Clase 4 (14.001–16.000 lb)', 'Classe 4 (14 001–16 000 lb)', 'Klasse 4 (14.001–16.000 lb)', 'Classe 4 (14.001–16.000 lb)', 'Класс 4 (14 001–16 000 фунтов)', 'الفئة 4 (14,001–16,000 رطل)']],
  ['class-5', 16_001, 19_500, ['Sınıf 5 (16.001–19.500 lb)', 'Class 5 (16,001–19,500 lb)', 'Clase 5 (16.001–19.500 lb)', 'Classe 5 (16 001–19 500 lb)', 'Klasse 5 (16.001–19.500 lb)', 'Classe 5 (16.001–19.500 lb)', 'Класс 5 (16 001–19 500 фунтов)', 'الفئة 5 (16,001–19,500 رطل)']],
  ['class-6', 19_501, 26_000, ['Sınıf 6 (19.501–26.000 lb)', 'Class 6 (19,501–26,000 lb)', 'Clase 6 (19.501–26.000 lb)', 'Classe 6 (19 501–26 000 lb)', 'Klasse 6 (19.501–26.000 lb)', 'Classe 6 (19.501–26.000 lb)', 'Класс 6 (19 501–26 000 фунтов)', 'الفئة 6 (19,501–26,000 رطل)']],
  ['class-7', 26_001, 33_000, ['Sınıf 7 (26.001–33.000 lb)', 'Class 7 (26,001–33,000 lb)', 'Clase 7 (26.001–33.000 lb)', 'Classe 7 (26 001–33 000 lb)', 'Klasse 7 (26.001–33.000 lb)', 'Classe 7 (26.001–33.000 lb)', 'Класс 7 (26 001–33 000 фунтов)', 'الفئة 7 (26,001–33,000 رطل)']],
  ['class-8', 33_001, undefined, ['Sınıf 8 (33.000 lb üzeri)', 'Class 8 (over 33,000 lb)', 'Clase 8 (más de 33.000 lb)', 'Classe 8 (plus de 33 000 lb)', 'Klasse 8 (über 33.000 lb)', 'Classe 8 (oltre 33.000 lb)', 'Класс 8 (свыше 33 000 фунтов)', 'الفئة 8 (أكثر من 33,000 رطل)']],
];

/**
 * Metric bands for everywhere else: up to 5 t is the M2 category (minibuses), the rest M3; 18 t covers two-axle
 * coaches, 26 t three-axle coaches and double deckers, over 26 t articulated buses.
 */
// prettier-ignore
const METRIC_BANDS: readonly (readonly [slug: string, minKg: number, maxKg: number | undefined, NameRow])[] =
  [
    ['up-to-5-t', 0, 5_000, ['5 tona kadar', 'Up to 5 t', 'Hasta 5 t', "Jusqu'à 5 t", 'Bis 5 t', 'Fino a 5 t', 'До 5 т', 'حتى 5 أطنان']],
    ['5-12-t', 5_001, 12_000, ['5–12 t', '5–12 t', '5–12 t', '5–12 t', '5–12 t', '5–12 t', '5–12 т', '5–12 طن']],
    ['12-18-t', 12_001, 18_000, ['12–18 t', '12–18 t', '12–18 t', '12–18 t', '12–18 t', '12–18 t', '12–18 т', '12–18 طن']],
    ['18-26-t', 18_001, 26_000, ['18–26 t', '18–26 t', '18–26 t', '18–26 t', '18–26 t', '18–26 t', '18–26 т', '18–26 طن']],
    ['over-26-t', 26_001, undefined, ['26 ton üzeri', 'Over 26 t', 'Más de 26 t', 'Plus de 26 t', 'Über 26 t', 'Oltre 26 t', 'Свыше 26 т', 'أكثر من 26 طنًا']],
  ];

const range = (unit: 'kg' | 'lb', min: number, max: number | undefined) => ({
  unit,
  min,
  ...(max === undefined ? {} : { max }),
});

export const gvwrType = lookupTable(
  'gvwr-type',
  [
    'Azami yüklü ağırlık sınıfları',
    'Gross vehicle weight ratings',
    'Clases de masa máxima autorizada',
    'Classes de poids total autorisé en charge',
    'Klassen des zulässigen Gesamtgewichts',
    'Classi di massa complessiva a pieno carico',
    'Классы полной разрешённой массы',
    'فئات الوزن الإجمالي المسموح به',
  ],
  [
    ...METRIC_BANDS.map(([slug, min, max, row]) =>
      item(row, { slug, attributes: { system: 'metric', ...range('kg', min, max) } }),
    ),
    ...US_CLASSES.map(([slug, min, max, row]) =>
      item(row, { slug, attributes: { system: 'us', ...range('lb', min, max) } }),
    ),
  ],
);
