import { near, type Random } from '../../../lib/photo-scene-parts.ts';
import { inside } from '../../../lib/photo-scenes-inside.ts';

/**
 * The photos a dealer takes of one coach (issue 27), drawn as SVG from a seeded random source: the coach outside
 * from the side or the three-quarter, in its maker's livery with its brand on it, and then what buyers look for —
 * down the aisle, the driver's place, a row of seats (lib/photo-scenes-inside.ts), the engine bay, the luggage
 * hold, a wheel. A perceptual hash sees only the large shapes in grey, so each photo varies what is in the frame,
 * where and how big, where the camera stood and how it was tilted, and where the light falls; colour alone would
 * leave two photos the same.
 */
export const SCENE_WIDTH = 1080;
export const SCENE_HEIGHT = 720;

export const DETAIL_SCENES = ['aisle', 'engine', 'luggage', 'wheel', 'inside', 'exterior'] as const;
export type SceneKind = 'cover' | (typeof DETAIL_SCENES)[number];

/** What a photo of one ad's coach shows of it. */
export interface CoachLook {
  brand: string;
  model: string;
  /** The livery, `#rrggbb`. */
  colour: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const FONT = 'font-family="DejaVu Sans, sans-serif" font-weight="bold"';

const SKIES = [
  [
    [90, 150, 220],
    [200, 228, 250],
  ],
  [
    [140, 150, 165],
    [215, 218, 222],
  ],
  [
    [70, 60, 120],
    [245, 170, 110],
  ],
] as const;

const FACADES = [
  [200, 190, 170],
  [160, 150, 140],
  [180, 110, 90],
  [120, 125, 135],
  [225, 215, 195],
] as const;

/** Buildings, trees, hills or a depot's wall along the horizon. */
function skyline(random: Random, horizon: number) {
  const what = random.pick(['buildings', 'trees', 'hills', 'depot'] as const);
  if (what === 'hills') {
    const points = Array.from({ length: 6 }, (_, index) => {
      const x = (SCENE_WIDTH / 5) * index;
      return `${x},${horizon * (0.55 + random.next() * 0.4)}`;
    });
    return `<polygon points="0,${horizon} ${points.join(' ')} ${SCENE_WIDTH},${horizon}" fill="${near(random, [90, 120, 80], 30)}"/>`;
  }
  if (what === 'depot') {
    const top = horizon * (0.25 + random.next() * 0.4);
    const doors = random.int(2, 5);
    const pitch = SCENE_WIDTH / doors;
    return [
      `<rect y="${top}" width="${SCENE_WIDTH}" height="${horizon - top}" fill="${near(random, [185, 180, 170], 40)}"/>`,
      ...Array.from(
        { length: doors },
        (_, index) =>
          `<rect x="${index * pitch + pitch * 0.12}" y="${top + (horizon - top) * 0.25}" width="${pitch * 0.76}" height="${(horizon - top) * 0.75}" fill="${near(random, [90, 95, 100], 30)}"/>`,
      ),
    ].join('');
  }
  const shapes: string[] = [];
  for (let x = -random.next() * 80; x < SCENE_WIDTH;) {
    const wide = what === 'trees' ? 50 + random.next() * 90 : 90 + random.next() * 200;
    const tall = horizon * (0.15 + random.next() * (what === 'trees' ? 0.35 : 0.75));
    shapes.push(
      what === 'trees'
        ? `<ellipse cx="${x + wide / 2}" cy="${horizon - tall / 2}" rx="${wide / 2}" ry="${tall / 2}" fill="${near(random, [55, 100, 55], 30)}"/>`
        : `<rect x="${x}" y="${horizon - tall}" width="${wide}" height="${tall}" fill="${near(random, random.pick(FACADES), 15)}"/>`,
    );
    x += wide * (0.8 + random.next() * 0.9);
  }
  return shapes.join('');
}

/** The brand along the body, centred on (x, y), at `scale` of the body's own size. */
const brandOn = (x: number, y: number, scale: number, look: CoachLook) =>
  `<text x="${x}" y="${y}" text-anchor="middle" ${FONT} font-size="${Math.min(58, 700 / Math.max(6, look.brand.length)) * scale}" fill="#fff">${escapeXml(look.brand.toUpperCase())}</text>`;

/**
 * The coach from the side, 1000 × 330 units with its wheels on y = 330, facing right; from the three-quarter its
 * front shows as well. The brand is written along the body, unless the body is drawn mirrored (then over it).
 */
function coachBody(random: Random, look: CoachLook, threeQuarter: boolean, mirrored: boolean) {
  const paint = look.colour;
  const glass = near(random, [35, 50, 65], 15);
  const windows = random.int(6, 9);
  const pane = 780 / windows;
  const stripe = random.next() < 0.6;
  const front = threeQuarter
    ? `<polygon points="1000,10 1110,40 1115,300 1000,318" fill="${paint}"/><polygon points="1000,10 1110,40 1112,150 1000,160" fill="${glass}"/>
       <rect x="1040" y="240" width="55" height="16" fill="#fff6c0"/>`
    : `<path d="M950 12 Q1000 14 1004 70 L1008 190 H950 Z" fill="${glass}"/>`;
  return [
    `<path d="M0 30 Q0 0 30 0 H960 Q1000 0 1004 40 L1010 300 Q1010 318 990 318 H20 Q0 318 0 298 Z" fill="${paint}"/>`,
    front,
    ...Array.from(
      { length: windows },
      (_, index) =>
        `<rect x="${40 + index * pane}" y="28" width="${pane - 12}" height="${100 + random.int(0, 30)}" rx="6" fill="${glass}"/>`,
    ),
    `<rect x="870" y="180" width="70" height="125" rx="5" fill="${glass}" opacity="0.85"/>`,
    stripe
      ? `<rect x="0" y="${175 + random.int(0, 40)}" width="1004" height="14" fill="#fff" opacity="0.7"/>`
      : '',
    mirrored ? '' : brandOn(430, 250, 1, look),
    ...[760, 190, ...(random.next() < 0.4 ? [305] : [])].map(
      (x) =>
        `<circle cx="${x}" cy="318" r="52" fill="#161616"/><circle cx="${x}" cy="318" r="25" fill="${near(random, [160, 165, 170], 20)}"/>`,
    ),
  ].join('');
}

/** The coach outside, anywhere in the frame, at any size, facing either way, in front of whatever stands there. */
function exterior(random: Random, look: CoachLook) {
  const horizon = SCENE_HEIGHT * (0.3 + random.next() * 0.3);
  const [top, bottom] = random.pick(SKIES);
  const scale = (0.55 + random.next() * 0.45) * (SCENE_WIDTH / 1120);
  const length = 1120 * scale;
  const left = (SCENE_WIDTH - length) * random.next();
  const ground = Math.min(
    SCENE_HEIGHT - 80,
    horizon + (SCENE_HEIGHT - horizon) * (0.45 + random.next() * 0.45),
  );
  const top330 = ground - 330 * scale;
  const facingLeft = random.next() < 0.4;
  // Mirrored, the brand is written again unmirrored over the same place.
  const placed = facingLeft
    ? `translate(${left + length} ${top330}) scale(${-scale} ${scale})`
    : `translate(${left} ${top330}) scale(${scale})`;
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${near(random, top, 20)}"/><stop offset="1" stop-color="${near(random, bottom, 15)}"/></linearGradient></defs>`,
    `<rect width="${SCENE_WIDTH}" height="${horizon + 2}" fill="url(#sky)"/>`,
    skyline(random, horizon),
    `<rect y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="${near(random, [95, 95, 100], 25)}"/>`,
    `<rect y="${ground + 20 * scale}" width="${SCENE_WIDTH}" height="${6 + random.int(0, 6)}" fill="#ddd" opacity="0.6"/>`,
    `<ellipse cx="${left + length / 2}" cy="${ground}" rx="${length * 0.5}" ry="${18 * scale}" fill="#000" opacity="0.35"/>`,
    `<g transform="${placed}">${coachBody(random, look, random.next() < 0.5, facingLeft)}</g>`,
    facingLeft ? brandOn(left + length - 430 * scale, top330 + 250 * scale, scale, look) : '',
  ].join('');
}

/** The engine bay behind its open hatch: the block, its belts and pipes, wherever the camera looked in. */
function engineBay(random: Random, look: CoachLook) {
  const frame = 40 + random.next() * 120;
  const blockX = frame + random.next() * SCENE_WIDTH * 0.3;
  const blockY = frame + SCENE_HEIGHT * (0.15 + random.next() * 0.25);
  const blockWide = SCENE_WIDTH * (0.35 + random.next() * 0.25);
  const blockTall = SCENE_HEIGHT * (0.3 + random.next() * 0.2);
  const metal = near(random, [120, 120, 125], 40);
  return [
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${look.colour}"/>`,
    `<rect x="${frame}" y="${frame * 0.7}" width="${SCENE_WIDTH - frame * 2}" height="${SCENE_HEIGHT - frame * 1.4}" fill="${near(random, [30, 30, 32], 10)}"/>`,
    `<rect x="${blockX}" y="${blockY}" width="${blockWide}" height="${blockTall}" rx="18" fill="${metal}"/>`,
    ...Array.from(
      { length: 14 },
      (_, fin) =>
        `<rect x="${blockX + 20}" y="${blockY + 20 + (fin * (blockTall - 40)) / 14}" width="${blockWide * 0.5}" height="4" fill="#000" opacity="0.35"/>`,
    ),
    ...Array.from(
      { length: 6 },
      (_, index) =>
        `<rect x="${blockX + 12 + (index * (blockWide - 24)) / 6}" y="${blockY - 22}" width="${(blockWide - 24) / 6 - 8}" height="34" rx="6" fill="${near(random, [60, 60, 65], 20)}"/>`,
    ),
    ...Array.from({ length: random.int(2, 4) }, () => {
      const r = 30 + random.next() * 60;
      return `<circle cx="${blockX + blockWide + r * 0.6}" cy="${blockY + random.next() * blockTall}" r="${r}" fill="none" stroke="${near(random, [20, 20, 20], 10)}" stroke-width="${10 + random.next() * 8}"/>`;
    }),
    ...Array.from({ length: random.int(2, 4) }, (_, index) => {
      const y = blockY + blockTall * (0.2 + index * 0.25);
      const reach = blockX + blockWide * (0.3 + random.next() * 0.6);
      return `<path d="M${frame} ${y + 40} Q${(frame + reach) / 2} ${y + 90 * random.next()} ${reach} ${y}" fill="none" stroke="${near(random, [40, 40, 42], 15)}" stroke-width="${12 + random.next() * 10}"/>`;
    }),
  ].join('');
}

/** The luggage hold with its flap up: cases of every size on its floor. */
function luggageHold(random: Random, look: CoachLook) {
  const floor = SCENE_HEIGHT * (0.6 + random.next() * 0.25);
  const roof = SCENE_HEIGHT * (0.08 + random.next() * 0.2);
  const parts = [
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${look.colour}"/>`,
    `<rect x="${SCENE_WIDTH * 0.05}" y="${roof}" width="${SCENE_WIDTH * 0.9}" height="${floor - roof}" fill="${near(random, [70, 72, 75], 20)}"/>`,
    `<polygon points="${SCENE_WIDTH * 0.05},${floor} ${SCENE_WIDTH * 0.95},${floor} ${SCENE_WIDTH * (0.7 + random.next() * 0.2)},${roof + (floor - roof) * 0.6} ${SCENE_WIDTH * (0.1 + random.next() * 0.2)},${roof + (floor - roof) * 0.6}" fill="${near(random, [130, 130, 130], 30)}"/>`,
  ];
  // The hold's ribs and the floor's planks: the fine edges a camera photo has.
  for (let rib = 1; rib < 12; rib++)
    parts.push(
      `<rect x="${SCENE_WIDTH * 0.05 + (rib * SCENE_WIDTH * 0.9) / 12}" y="${roof}" width="5" height="${(floor - roof) * 0.6}" fill="#222" opacity="0.6"/>`,
      `<rect x="${SCENE_WIDTH * 0.05}" y="${floor - (rib * (floor - roof) * 0.4) / 12}" width="${SCENE_WIDTH * 0.9}" height="3" fill="#333" opacity="0.5"/>`,
    );
  for (let x = SCENE_WIDTH * (0.08 + random.next() * 0.3); x < SCENE_WIDTH * 0.9;) {
    const wide = 70 + random.next() * 160;
    const tall = (floor - roof) * (0.25 + random.next() * 0.5);
    parts.push(
      `<rect x="${x}" y="${floor - tall}" width="${wide}" height="${tall}" rx="12" fill="${near(random, random.pick(CASES), 30)}"/>`,
      `<rect x="${x + wide * 0.35}" y="${floor - tall - 18}" width="${wide * 0.3}" height="22" rx="8" fill="none" stroke="#222" stroke-width="6"/>`,
    );
    x += wide + random.next() * 140;
  }
  return parts.join('');
}
const CASES = [
  [30, 30, 35],
  [150, 30, 40],
  [40, 70, 140],
  [200, 200, 195],
  [100, 80, 60],
] as const;

/** A wheel close up under its arch. */
function wheel(random: Random, look: CoachLook) {
  const r = SCENE_HEIGHT * (0.25 + random.next() * 0.2);
  const cx = SCENE_WIDTH * (0.25 + random.next() * 0.5);
  const cy = SCENE_HEIGHT * (0.45 + random.next() * 0.25);
  const holes = random.int(6, 10);
  return [
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${look.colour}"/>`,
    `<rect y="${cy + r * 0.9}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${near(random, [90, 90, 95], 20)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.15}" fill="${near(random, [25, 25, 28], 8)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#141414"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${near(random, [175, 178, 182], 25)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${near(random, [90, 90, 95], 20)}"/>`,
    ...Array.from({ length: holes }, (_, index) => {
      const angle = (2 * Math.PI * index) / holes;
      return `<circle cx="${cx + Math.cos(angle) * r * 0.42}" cy="${cy + Math.sin(angle) * r * 0.42}" r="${r * 0.08}" fill="#2a2a2a"/>`;
    }),
  ].join('');
}

const DRAWN = {
  cover: exterior,
  exterior,
  aisle: (random: Random) => inside(random, SCENE_WIDTH, SCENE_HEIGHT),
  inside: (random: Random) => inside(random, SCENE_WIDTH, SCENE_HEIGHT),
  engine: engineBay,
  luggage: luggageHold,
  wheel,
} satisfies Record<SceneKind, (random: Random, look: CoachLook) => string>;

/**
 * One photo of `kind` as SVG: the camera tilted a little (the frame enlarged to fill its corners), daylight falling
 * from one side and a patch of light somewhere. The cover also carries the brand and model, as on the pool's.
 */
export function demoSceneSvg(random: Random, kind: SceneKind, look: CoachLook): string {
  const tilt = (random.next() - 0.5) * 7;
  const angle = random.int(0, 359);
  const [dark, bright] = [0.15 + random.next() * 0.4, 0.1 + random.next() * 0.3];
  // The patch is painted as the ellipse its gradient fades out at, not over the whole frame: nothing shows
  // beyond it, and the frame-wide fill was a fifth of the drawing's CPU (bench/RESULTS.md, issue 30).
  const patch = {
    x: random.next() * SCENE_WIDTH,
    y: random.next() * SCENE_HEIGHT,
    radius: 0.2 + random.next() * 0.3,
  };
  const patchOpacity = 0.15 + random.next() * 0.3;
  const caption =
    kind === 'cover'
      ? `<rect y="${SCENE_HEIGHT - 64}" width="${SCENE_WIDTH}" height="64" fill="#000" opacity="0.45"/>
         <text x="36" y="${SCENE_HEIGHT - 20}" ${FONT} font-size="36" fill="#fff">${escapeXml(`${look.brand} ${look.model}`)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
  <defs>
    <linearGradient id="daylight" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="#000" stop-opacity="${dark}"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="${bright}"/></linearGradient>
    <radialGradient id="patch"><stop offset="0" stop-color="#fff" stop-opacity="${patchOpacity}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${near(random, rgbOf(look.colour), 10)}"/>
  <g transform="translate(${SCENE_WIDTH / 2} ${SCENE_HEIGHT / 2}) rotate(${tilt}) scale(1.08) translate(${-SCENE_WIDTH / 2} ${-SCENE_HEIGHT / 2})">${DRAWN[kind](random, look)}</g>
  <rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#daylight)"/>
  <ellipse cx="${patch.x}" cy="${patch.y}" rx="${patch.radius * SCENE_WIDTH}" ry="${patch.radius * SCENE_HEIGHT}" fill="url(#patch)"/>
  ${caption}
</svg>`;
}
