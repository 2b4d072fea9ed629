import { LIVERIES, near, type Random } from './photo-scene-parts.ts';

/**
 * Inside a coach, as dealers photograph it: down the aisle from wherever the photographer stood, the driver's
 * place through the windscreen, or a row of seats across the frame; the camera often a little tilted.
 */
export function inside(random: Random, width: number, height: number) {
  const view = random.pick(['aisle', 'aisle', 'cockpit', 'row'] as const);
  const drawn =
    view === 'aisle'
      ? aisle(random, width, height)
      : view === 'cockpit'
        ? cockpit(random, width, height)
        : row(random, width, height);
  // Enlarged a little so that the tilted frame still fills the photo's corners.
  const tilt = `translate(${width / 2} ${height / 2}) rotate(${(random.next() - 0.5) * 12}) scale(1.12)`;
  return `<g transform="${tilt} translate(${-width / 2} ${-height / 2})">${drawn}</g>`;
}

const FABRICS = [
  [40, 60, 120],
  [120, 30, 40],
  [60, 60, 60],
  [30, 90, 90],
  [150, 110, 60],
  [90, 40, 100],
] as const;
const polygon = (points: number[][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" ${extra}/>`;

/** Down the aisle: the coach a box in perspective towards its rear window, seats along both sides. */
function aisle(random: Random, width: number, height: number) {
  const vanishX = width * (0.1 + random.next() * 0.8);
  const vanishY = height * (0.2 + random.next() * 0.4);
  const farWide = width * (0.08 + random.next() * 0.25);
  const farTall = height * (0.08 + random.next() * 0.25);
  const [farLeft, farRight] = [vanishX - farWide / 2, vanishX + farWide / 2];
  const [farTop, farBottom] = [vanishY - farTall / 2, vanishY + farTall / 2];
  const margin = width * 0.4;
  const parts = [
    polygon(
      [
        [-margin, -margin],
        [width + margin, -margin],
        [farRight, farTop],
        [farLeft, farTop],
      ],
      near(random, [210, 205, 195], 40),
    ),
    polygon(
      [
        [-margin, height + margin],
        [width + margin, height + margin],
        [farRight, farBottom],
        [farLeft, farBottom],
      ],
      near(random, [90, 85, 80], 50),
    ),
    polygon(
      [
        [-margin, -margin],
        [farLeft, farTop],
        [farLeft, farBottom],
        [-margin, height + margin],
      ],
      near(random, [180, 175, 165], 50),
    ),
    polygon(
      [
        [width + margin, -margin],
        [farRight, farTop],
        [farRight, farBottom],
        [width + margin, height + margin],
      ],
      near(random, [180, 175, 165], 50),
    ),
    `<rect x="${farLeft}" y="${farTop}" width="${farWide}" height="${farTall}" fill="${near(random, [220, 230, 240], 30)}"/>`,
  ];
  // The side windows: a bright band along each wall, between the luggage rack and the seat backs.
  const [windowTop, windowBottom] = [0.15 + random.next() * 0.15, 0.45 + random.next() * 0.15];
  const along = (from: number, to: number, at: number) => from + (to - from) * at;
  for (const [edge, farEdge] of [
    [-margin, farLeft],
    [width + margin, farRight],
  ] as const) {
    const glass = near(random, [200, 220, 240], 40);
    parts.push(
      polygon(
        [
          [edge, along(-margin, farTop, 0) + (height + 2 * margin) * windowTop],
          [farEdge, farTop + farTall * windowTop],
          [farEdge, farTop + farTall * windowBottom],
          [edge, along(-margin, farTop, 0) + (height + 2 * margin) * windowBottom],
        ],
        glass,
        `opacity="${0.5 + random.next() * 0.5}"`,
      ),
    );
  }
  const fabric = near(random, random.pick(FABRICS), 25);
  const cover = random.next() < 0.6 ? near(random, [235, 235, 230], 20) : fabric;
  const rows = random.int(3, 10);
  for (let index = rows; index >= 1; index--) {
    const depth = index / (rows + 1);
    const size = (1 - depth * 0.9) * height * (0.3 + random.next() * 0.05);
    const y = along(height * 1.05, farBottom, depth) - size * 0.8;
    for (const side of random.next() < 0.15 ? [1] : [-1, 1]) {
      const edge =
        side < 0 ? along(-margin * 0.3, farLeft, depth) : along(width + margin * 0.3, farRight, depth);
      const x = side < 0 ? edge : edge - size * 1.3;
      parts.push(
        `<rect x="${x}" y="${y}" width="${size * 1.3}" height="${size}" rx="${size * 0.15}" fill="${fabric}"/>`,
        `<rect x="${x}" y="${y}" width="${size * 1.3}" height="${size * 0.2}" fill="${cover}"/>`,
      );
    }
  }
  return parts.join('');
}

/** The driver's place: the road through the windscreen, the dashboard and the wheel. */
function cockpit(random: Random, width: number, height: number) {
  const dashboard = height * (0.45 + random.next() * 0.3);
  const horizon = dashboard * (0.4 + random.next() * 0.4);
  const wheelX = width * (0.15 + random.next() * 0.7);
  const wheel = height * (0.15 + random.next() * 0.15);
  const pillar = width * (0.03 + random.next() * 0.06);
  return [
    `<rect width="${width}" height="${horizon}" fill="${near(random, [140, 180, 230], 50)}"/>`,
    `<rect y="${horizon}" width="${width}" height="${dashboard - horizon}" fill="${near(random, [110, 110, 100], 40)}"/>`,
    polygon(
      [
        [0, 0],
        [pillar * 2, 0],
        [pillar, dashboard],
        [0, dashboard],
      ],
      near(random, [30, 30, 30], 20),
    ),
    polygon(
      [
        [width, 0],
        [width - pillar * 2, 0],
        [width - pillar, dashboard],
        [width, dashboard],
      ],
      near(random, [30, 30, 30], 20),
    ),
    `<rect y="${dashboard}" width="${width}" height="${height - dashboard}" fill="${near(random, [45, 45, 50], 25)}"/>`,
    ...Array.from({ length: random.int(2, 5) }, (_, index) => {
      const x = width * (0.2 + index * 0.12 + random.next() * 0.05);
      return `<circle cx="${x}" cy="${dashboard + (height - dashboard) * 0.3}" r="${height * 0.03}" fill="${near(random, [200, 200, 190], 40)}"/>`;
    }),
    `<circle cx="${wheelX}" cy="${dashboard + wheel * 0.6}" r="${wheel}" fill="none" stroke="#111" stroke-width="${wheel * 0.15}"/>`,
  ].join('');
}

/** A row of seats across the frame, seen from the aisle, the windows above them. */
function row(random: Random, width: number, height: number) {
  const sill = height * (0.25 + random.next() * 0.25);
  const fabric = near(random, random.pick(FABRICS), 25);
  const seats = random.int(2, 6);
  const pitch = width / (seats - 0.3 + random.next());
  const parts = [
    `<rect width="${width}" height="${height}" fill="${near(random, [190, 185, 175], 45)}"/>`,
    `<rect y="${sill * 0.2}" width="${width}" height="${sill * 0.75}" fill="${near(random, [170, 200, 230], 50)}"/>`,
    `<rect y="${height * 0.85}" width="${width}" height="${height * 0.15}" fill="${near(random, [80, 80, 80], 40)}"/>`,
  ];
  for (let index = 0; index < seats; index++) {
    const x = pitch * (index + random.next() * 0.2) - pitch * 0.3;
    parts.push(
      `<rect x="${x}" y="${sill}" width="${pitch * 0.7}" height="${height * 0.55}" rx="${pitch * 0.1}" fill="${fabric}"/>`,
      `<rect x="${x}" y="${sill + height * 0.4}" width="${pitch * 0.85}" height="${height * 0.15}" fill="${fabric}" opacity="0.8"/>`,
    );
  }
  return parts.join('');
}

/** A detail: the engine bay, a wheel, the luggage hold — a few big shapes filling the frame. */
export function closeUp(random: Random, width: number, height: number) {
  const parts = [
    `<rect width="${width}" height="${height}" fill="${near(random, random.pick(LIVERIES), 30)}"/>`,
  ];
  for (let count = random.int(3, 8); count > 0; count--) {
    const x = random.next() * width;
    const y = random.next() * height;
    const size = Math.min(width, height) * (0.1 + random.next() * 0.5);
    parts.push(
      random.next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${near(random, [70, 70, 70], 70)}"/>`
        : `<rect x="${x - size / 2}" y="${y - size / 3}" width="${size}" height="${size * (0.3 + random.next())}" fill="${near(random, [110, 110, 110], 100)}" transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`,
    );
  }
  return parts.join('');
}
