import { lookupTable, item, type NameRow } from './names.ts';

/** Which side the steering wheel is on; slugs left and right. */
// prettier-ignore
const SIDES: readonly (readonly [slug: string, NameRow])[] = [
  ['left', ['Soldan direksiyon', 'Left-hand drive', 'Volante a la izquierda', 'Conduite à gauche', 'Linkslenker', 'Guida a sinistra', 'Левый руль', 'مقود على اليسار']],
  ['right', ['Sağdan direksiyon', 'Right-hand drive', 'Volante a la derecha', 'Conduite à droite', 'Rechtslenker', 'Guida a destra', 'Правый руль', 'مقود على اليمين']],
];

export const steeringWheel = lookupTable(
  'steering-wheel',
  [
    'Direksiyon konumu',
    'Steering wheel position',
    'Posición del volante',
    'Position du volant',
    'Lenkradposition',
    'Posizione del volante',
    'Расположение руля',
    'موضع المقود',
  ],
  SIDES.map(([slug, row]) => item(row, { slug })),
);
