import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { thumbnailKeyOf, uploadKeyFor } from '@coachyard/contract';
import type { Storage } from '../../../storage/index.ts';
import { THUMBNAIL_CONTENT_TYPE, thumbnailOf } from '../../uploads/index.ts';

/**
 * Demo photos: simple but decent pictures drawn from SVG — a coach in its maker's colour on a road under a day or
 * dusk sky, with the brand and model written on it, and a few interior shots any ad may add. Drawn once into a
 * pool under fixed keys and shared by the demo ads, so seeding stays fast and reseeding draws nothing twice. Each
 * ad of the first seed shows them only until a background job has drawn photos of its own (photo-job.ts): shared
 * photos would all be one photo to the duplicate detector. Ads added in bulk later (the bench's) keep them.
 */

const WIDTH = 1200;
const HEIGHT = 800;
/** A fixed date in the keys keeps them stable across runs (the key pattern needs one). */
const POOL_DATE = new Date('2025-01-01T00:00:00Z');

export interface PoolPhoto {
  key: string;
  thumbnailKey: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const SKIES = {
  day: ['#5aa9e6', '#bfe3ff', '#7fb069'],
  dusk: ['#3d2c6b', '#f29e6d', '#5c6b3a'],
  overcast: ['#8a9bab', '#d7dee4', '#6f8a5b'],
} as const;
export type Sky = keyof typeof SKIES;

/** A coach seen from the side: body, window band, windscreen, door, wheels; its livery in `colour`. */
function exteriorSvg(brand: string, model: string, colour: string, sky: Sky, city: boolean): string {
  const [top, horizon, hills] = SKIES[sky];
  const bodyTop = city ? 330 : 290;
  const windows = Array.from({ length: city ? 6 : 8 }, (_, index) => {
    const x = 250 + index * (city ? 120 : 92);
    return `<rect x="${x}" y="${bodyTop + 30}" width="${city ? 104 : 80}" height="${city ? 120 : 100}" rx="8" fill="url(#glass)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2b36"/><stop offset="1" stop-color="#51697a"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sky === 'dusk' ? 980 : 1040}" cy="${sky === 'dusk' ? 470 : 120}" r="60" fill="${sky === 'dusk' ? '#ffcf7a' : '#fff6c8'}" opacity="${sky === 'overcast' ? 0.25 : 0.9}"/>
  <path d="M0 520 Q200 430 420 500 T860 480 T1200 470 V600 H0 Z" fill="${hills}"/>
  <rect y="580" width="${WIDTH}" height="220" fill="#3b3f45"/>
  <rect y="580" width="${WIDTH}" height="10" fill="#9aa0a6"/>
  ${Array.from({ length: 8 }, (_, index) => `<rect x="${index * 160 + 20}" y="700" width="90" height="10" fill="#e8e8e8"/>`).join('')}
  <ellipse cx="600" cy="${city ? 640 : 640}" rx="520" ry="22" fill="#000" opacity="0.35"/>
  <path d="M150 ${bodyTop + 20} Q150 ${bodyTop} 175 ${bodyTop} H1040 Q1085 ${bodyTop} 1095 ${bodyTop + 45} L1110 600 Q1110 625 1085 625 H170 Q150 625 150 605 Z" fill="${colour}"/>
  <path d="M150 ${bodyTop + 20} Q150 ${bodyTop} 175 ${bodyTop} H1040 Q1085 ${bodyTop} 1095 ${bodyTop + 45} L1110 600 Q1110 625 1085 625 H170 Q150 625 150 605 Z" fill="url(#body)"/>
  ${windows}
  <path d="M1000 ${bodyTop + 12} H1045 Q1080 ${bodyTop + 14} 1088 ${bodyTop + 60} L1098 ${bodyTop + 170} H1000 Z" fill="url(#glass)"/>
  <rect x="1005" y="${bodyTop + 185}" width="70" height="${600 - bodyTop - 190}" rx="6" fill="#22313b" opacity="0.8"/>
  <rect x="160" y="${bodyTop + 170}" width="840" height="8" fill="#ffffff" opacity="0.6"/>
  <text x="580" y="${bodyTop + 250}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff" opacity="0.95">${escapeXml(brand.toUpperCase())}</text>
  <rect x="1085" y="${bodyTop + 230}" width="22" height="40" rx="5" fill="#fff3b0"/>
  ${[300, 880].map((x) => `<circle cx="${x}" cy="625" r="58" fill="#1b1b1b"/><circle cx="${x}" cy="625" r="28" fill="#9da3a8"/><circle cx="${x}" cy="625" r="8" fill="#444"/>`).join('')}
  <rect x="0" y="730" width="${WIDTH}" height="70" fill="#000" opacity="0.45"/>
  <text x="40" y="778" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(`${brand} ${model}`)}</text>
</svg>`;
}

/** The aisle of a coach: rows of seats in perspective. */
function interiorSvg(seatColour: string, title: string): string {
  const rows = Array.from({ length: 7 }, (_, index) => {
    const depth = 1 - index * 0.12;
    const y = 760 - index * 70;
    const width = 170 * depth;
    const offset = 120 + index * 55;
    return [
      `<rect x="${offset}" y="${y - 150 * depth}" width="${width}" height="${150 * depth}" rx="${14 * depth}" fill="${seatColour}"/>`,
      `<rect x="${WIDTH - offset - width}" y="${y - 150 * depth}" width="${width}" height="${150 * depth}" rx="${14 * depth}" fill="${seatColour}"/>`,
      `<rect x="${offset}" y="${y - 150 * depth}" width="${width}" height="${30 * depth}" rx="${10 * depth}" fill="#ffffff" opacity="0.5"/>`,
      `<rect x="${WIDTH - offset - width}" y="${y - 150 * depth}" width="${width}" height="${30 * depth}" rx="${10 * depth}" fill="#ffffff" opacity="0.5"/>`,
    ].join('');
  })
    .reverse()
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d4cc"/><stop offset="1" stop-color="#8c857b"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cabin)"/>
  <path d="M0 0 L520 300 H680 L1200 0 Z" fill="#efeae2"/>
  <rect x="520" y="300" width="160" height="120" fill="#9fc5e8"/>
  <path d="M0 120 L500 330 M1200 120 L700 330" stroke="#6d6a65" stroke-width="6"/>
  <path d="M480 800 L560 420 H640 L720 800 Z" fill="#5b5249"/>
  ${rows}
  <rect x="0" y="730" width="${WIDTH}" height="70" fill="#000" opacity="0.45"/>
  <text x="40" y="778" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
</svg>`;
}

const keyOf = (name: string) =>
  uploadKeyFor(
    'advertisements',
    POOL_DATE,
    createHash('md5').update(`coachyard-demo-photo/${name}`).digest('hex'),
    'image/jpeg',
  );

async function drawOnce(storage: Storage, name: string, svg: () => string): Promise<PoolPhoto> {
  const key = keyOf(name);
  const thumbnailKey = thumbnailKeyOf(key);
  if (!(await storage.head(key)) || !(await storage.head(thumbnailKey))) {
    const image = sharp(Buffer.from(svg()));
    const [original, thumbnail] = await Promise.all([
      image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      thumbnailOf(image.clone()),
    ]);
    await storage.put(key, original, 'image/jpeg');
    await storage.put(thumbnailKey, thumbnail, THUMBNAIL_CONTENT_TYPE);
  }
  return { key, thumbnailKey };
}

export interface ExteriorSpec {
  brandSlug: string;
  brand: string;
  model: string;
  colour: string;
  sky: Sky;
  city: boolean;
}

const INTERIORS = [
  ['#24476b', 'Interior'],
  ['#7a1f2b', 'Interior'],
  ['#3c3c3c', 'Interior'],
  ['#2f5d50', 'Interior'],
] as const;

/** Draws what is missing of the pool (a few seconds the first time) and answers its keys. */
export async function photoPool(storage: Storage, exteriors: readonly ExteriorSpec[]) {
  const drawnExteriors: (ExteriorSpec & PoolPhoto)[] = [];
  // Two at a time: sharp uses both cores for each image anyway.
  for (let start = 0; start < exteriors.length; start += 2) {
    const pair = exteriors.slice(start, start + 2);
    drawnExteriors.push(
      ...(await Promise.all(
        pair.map(async (spec) => ({
          ...spec,
          ...(await drawOnce(
            storage,
            `exterior/${spec.brandSlug}/${spec.model}/${spec.colour}/${spec.sky}`,
            () => exteriorSvg(spec.brand, spec.model, spec.colour, spec.sky, spec.city),
          )),
        })),
      )),
    );
  }
  const interiors = await Promise.all(
    INTERIORS.map(([colour, title]) =>
      drawOnce(storage, `interior/${colour}`, () => interiorSvg(colour, title)),
    ),
  );
  return { exteriors: drawnExteriors, interiors };
}
