import { LIVERIES, near, type Random } from './photo-scene-parts.ts';
import { closeUp, inside } from './photo-scenes-inside.ts';
import { randomSource } from './random-source.ts';

/**
 * Scenes a dealer photographs (issue 27), drawn as SVG from a seed: a coach seen from the side, the front or the
 * three-quarter, outdoors under its sky in front of buildings, trees or hills, or inside (rows of seats, the
 * driver's place), from where the photographer stood. Photos of vehicles look alike — a long body across the
 * middle, sky above, road below — which is what makes telling two of them apart hard, so the labelled set is
 * drawn the same way rather than from unrelated noise.
 */
export function sceneSvg(seed: number, width: number, height: number): string {
  const random = randomSource(seed * 7919 + 17);
  const kind = random.weighted([
    ['outdoor', 6],
    ['inside', 2],
    ['close', 2],
  ] as const);
  const body =
    kind === 'inside'
      ? inside(random, width, height)
      : kind === 'close'
        ? closeUp(random, width, height)
        : outdoor(random, width, height);
  const light = `<radialGradient id="light" cx="${random.next()}" cy="${random.next() * 0.6}" r="0.9">
      <stop offset="0" stop-color="#fff" stop-opacity="${0.1 + random.next() * 0.25}"/>
      <stop offset="1" stop-color="#000" stop-opacity="${0.15 + random.next() * 0.35}"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${light}<filter id="soft"><feGaussianBlur stdDeviation="${Math.round(width / 120)}"/></filter></defs>
    ${body}<rect width="${width}" height="${height}" fill="url(#light)"/></svg>`;
}

const SKIES = [
  [
    [90, 150, 220],
    [190, 220, 245],
  ],
  [
    [150, 160, 175],
    [210, 212, 218],
  ],
  [
    [230, 130, 70],
    [250, 210, 150],
  ],
  [
    [40, 90, 170],
    [150, 200, 240],
  ],
] as const;

function outdoor(random: Random, width: number, height: number) {
  const horizon = height * (0.3 + random.next() * 0.35);
  const [top, bottom] = random.pick(SKIES);
  const ground = random.pick([
    [90, 90, 95],
    [120, 115, 105],
    [70, 110, 60],
    [150, 140, 120],
  ] as const);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="${random.next() * 0.4}" y2="1">
      <stop offset="0" stop-color="${near(random, top, 25)}"/><stop offset="1" stop-color="${near(random, bottom, 20)}"/>
    </linearGradient></defs>`,
    `<rect width="${width}" height="${horizon + 2}" fill="url(#sky)"/>`,
    ...Array.from({ length: random.int(0, 5) }, () => {
      const cx = random.next() * width;
      const cy = random.next() * horizon * 0.7;
      return `<ellipse cx="${cx}" cy="${cy}" rx="${width * (0.05 + random.next() * 0.15)}" ry="${height * (0.02 + random.next() * 0.05)}" fill="#fff" opacity="${0.4 + random.next() * 0.5}" filter="url(#soft)"/>`;
    }),
    background(random, width, horizon),
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${near(random, ground, 20)}"/>`,
    ...Array.from({ length: random.int(0, 4) }, (_, index) => {
      const y = horizon + (height - horizon) * (0.2 + 0.2 * index + random.next() * 0.1);
      return `<rect x="${random.next() * width * 0.5}" y="${y}" width="${width * (0.1 + random.next() * 0.5)}" height="${height * 0.008}" fill="#eee" opacity="0.7"/>`;
    }),
  ];
  const view = random.pick(['side', 'side', 'front', 'three_quarter'] as const);
  const scale = 0.45 + random.next() * 0.5;
  const coachWidth = width * scale * (view === 'front' ? 0.45 : 1);
  const coachHeight = coachWidth * (view === 'front' ? 1.1 : 0.3 + random.next() * 0.1);
  const left = (width - coachWidth) * random.next();
  const baseline = Math.min(height * 0.97, horizon + (height - horizon) * (0.4 + random.next() * 0.5));
  parts.push(coach(random, view, left, baseline - coachHeight, coachWidth, coachHeight));
  // Another vehicle, a lamp post or a person often stand in the frame too.
  for (let extra = random.int(0, 3); extra > 0; extra--) {
    const x = random.next() * width;
    const tall = height * (0.1 + random.next() * 0.4);
    parts.push(
      `<rect x="${x}" y="${baseline - tall}" width="${width * (0.01 + random.next() * 0.05)}" height="${tall}" fill="${near(random, [60, 60, 60], 60)}"/>`,
    );
  }
  return parts.join('');
}

function background(random: Random, width: number, horizon: number) {
  const what = random.pick(['buildings', 'trees', 'hills', 'open'] as const);
  if (what === 'open') return '';
  if (what === 'hills') {
    const points = Array.from({ length: 7 }, (_, index) => {
      const x = (width / 6) * index;
      return `${x},${horizon - horizon * (0.05 + random.next() * 0.35)}`;
    });
    return `<polygon points="0,${horizon} ${points.join(' ')} ${width},${horizon}" fill="${near(random, [80, 110, 80], 30)}"/>`;
  }
  const shapes: string[] = [];
  for (let x = -random.next() * width * 0.1; x < width;) {
    const wide = width * (what === 'trees' ? 0.04 + random.next() * 0.08 : 0.08 + random.next() * 0.18);
    const tall = horizon * (0.15 + random.next() * (what === 'trees' ? 0.35 : 0.7));
    if (what === 'trees')
      shapes.push(
        `<ellipse cx="${x + wide / 2}" cy="${horizon - tall / 2}" rx="${wide / 2}" ry="${tall / 2}" fill="${near(random, [50, 100, 50], 30)}"/>`,
      );
    else {
      shapes.push(
        `<rect x="${x}" y="${horizon - tall}" width="${wide}" height="${tall}" fill="${near(random, [170, 160, 150], 60)}"/>`,
      );
      const rows = Math.floor(tall / (horizon * 0.08));
      for (let row = 1; row < rows; row++)
        shapes.push(
          `<rect x="${x + wide * 0.1}" y="${horizon - tall + row * horizon * 0.08}" width="${wide * 0.8}" height="${horizon * 0.03}" fill="#345" opacity="0.6"/>`,
        );
    }
    x += wide * (0.8 + random.next() * 0.8);
    if (random.next() < 0.25) x += width * random.next() * 0.2;
  }
  return shapes.join('');
}

function coach(
  random: Random,
  view: 'side' | 'front' | 'three_quarter',
  left: number,
  top: number,
  wide: number,
  tall: number,
) {
  const paint = random.pick(LIVERIES);
  const stripe = random.pick(LIVERIES);
  const corner = wide * 0.03;
  const glass = near(random, [40, 55, 70], 20);
  const parts = [
    `<rect x="${left}" y="${top}" width="${wide}" height="${tall * 0.85}" rx="${corner}" fill="${near(random, paint, 15)}"/>`,
    `<rect x="${left}" y="${top + tall * (0.5 + random.next() * 0.2)}" width="${wide}" height="${tall * 0.06}" fill="${near(random, stripe, 15)}"/>`,
  ];
  if (view === 'front') {
    parts.push(
      `<rect x="${left + wide * 0.06}" y="${top + tall * 0.08}" width="${wide * 0.88}" height="${tall * 0.38}" rx="${corner}" fill="${glass}"/>`,
      `<rect x="${left + wide * 0.08}" y="${top + tall * 0.7}" width="${wide * 0.15}" height="${tall * 0.05}" fill="#fffbe0"/>`,
      `<rect x="${left + wide * 0.77}" y="${top + tall * 0.7}" width="${wide * 0.15}" height="${tall * 0.05}" fill="#fffbe0"/>`,
    );
  } else {
    const windows = random.int(5, 10);
    const pane = (wide * 0.9) / windows;
    for (let index = 0; index < windows; index++)
      parts.push(
        `<rect x="${left + wide * 0.05 + index * pane}" y="${top + tall * 0.1}" width="${pane * 0.9}" height="${tall * 0.3}" fill="${glass}"/>`,
      );
    if (view === 'three_quarter')
      parts.push(
        `<polygon points="${left},${top} ${left - wide * 0.12},${top + tall * 0.1} ${left - wide * 0.12},${top + tall * 0.8} ${left},${top + tall * 0.85}" fill="${near(random, paint, 25)}"/>`,
      );
  }
  const axles = view === 'front' ? [0.15, 0.85] : [0.15, 0.8, ...(random.next() < 0.4 ? [0.7] : [])];
  for (const at of axles)
    parts.push(
      `<circle cx="${left + wide * at}" cy="${top + tall * 0.86}" r="${tall * (view === 'front' ? 0.08 : 0.14)}" fill="#151515"/>`,
      `<circle cx="${left + wide * at}" cy="${top + tall * 0.86}" r="${tall * (view === 'front' ? 0.04 : 0.07)}" fill="#999"/>`,
    );
  return parts.join('');
}
