import { randomInt } from 'node:crypto';

// The picture of a CAPTCHA: the digits drawn as strokes (never as text an <svg> reader could copy),
// each one turned, leaned, scaled and shaken, crossed by a few curves and sprinkled with dots.

type Point = readonly [number, number];

/** An ellipse as a closed polyline (for 0 and the loops of 8). */
const loop = (cx: number, cy: number, rx: number, ry: number, from = 0, to = 360, steps = 14): Point[] =>
  Array.from({ length: steps + 1 }, (_, k) => {
    const a = ((from + ((to - from) * k) / steps) * Math.PI) / 180;
    return [cx + rx * Math.sin(a), cy - ry * Math.cos(a)] as Point;
  });

const six: Point[][] = [[[8, 2], [5, 1], [2, 3], [1, 8], [1, 12], [3, 15], [6, 15], [8.5, 13], [8.5, 10], [6, 8], [3, 8], [1, 10]]];

/** Stroke skeletons of the digits in a 10 × 16 box (y down), one or more polylines each. */
export const GLYPHS: readonly (readonly (readonly Point[])[])[] = [
  [loop(5, 8, 4, 7)],
  [[[2.5, 4], [6, 1], [6, 15]], [[2.5, 15], [9, 15]]],
  [[[1, 4.5], [2, 2], [5, 1], [8, 2], [9, 4.5], [8, 7.5], [1, 15], [9, 15]]],
  [[[1, 2.5], [4.5, 1], [8, 2], [9, 4.5], [7.5, 7], [4, 8], [7.5, 9], [9, 11.5], [8, 14], [5, 15], [1, 13.5]]],
  [[[7, 15], [7, 1], [1, 11], [9.5, 11]]],
  [[[9, 1], [2, 1], [1.5, 7], [5, 6.5], [8, 7.5], [9, 10.5], [8, 14], [5, 15], [1, 13.5]]],
  six,
  [[[1, 1], [9, 1], [4, 15]]],
  [loop(5, 4.5, 3.5, 3.5), loop(5, 11.5, 4, 3.5)],
  six.map((line) => line.map(([x, y]) => [10 - x, 16 - y] as Point)),
];

export const IMAGE_WIDTH = 220;
export const IMAGE_HEIGHT = 70;

/** A uniform random number in [min, max) from the system's secure generator (the digits' jitter must not be predictable). */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: readonly Point[]): string {
  let d = `M${f(points[0][0])} ${f(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)], p1 = points[i], p2 = points[i + 1], p3 = points[Math.min(points.length - 1, i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Places a glyph's strokes at the digit's slot with a random turn, lean, size and shake. */
function placeGlyph(digit: number, slot: number, count: number): string[] {
  const slotWidth = (IMAGE_WIDTH - 20) / count;
  const scale = rand(2.4, 2.9);
  const angle = (rand(-18, 18) * Math.PI) / 180;
  const lean = rand(-0.25, 0.25);
  const cx = 10 + slotWidth * (slot + 0.5) + rand(-3, 3);
  const cy = IMAGE_HEIGHT / 2 + rand(-5, 5);
  const cos = Math.cos(angle), sin = Math.sin(angle);
  return GLYPHS[digit].map((line) =>
    smoothPath(
      line.map(([x, y]) => {
        const gx = (x - 5 + rand(-0.35, 0.35) + lean * (8 - y)) * scale;
        const gy = (y - 8 + rand(-0.35, 0.35)) * scale;
        return [cx + gx * cos - gy * sin, cy + gx * sin + gy * cos] as Point;
      }),
    ),
  );
}

/** The SVG picture of the digits (a string of 0–9). */
export function captchaSvg(digits: string): string {
  const ink = ['#1d1d1d', '#2b3a55', '#3b2a1f', '#1f3b2b'];
  const strokes = [...digits].flatMap((d, i) => placeGlyph(Number(d), i, digits.length).map((path) => ({ path, colour: ink[randomInt(0, ink.length)] })));
  const noise = Array.from({ length: 4 }, () => {
    const y = () => f(rand(8, IMAGE_HEIGHT - 8));
    return `M${f(rand(0, 20))} ${y()} C${f(rand(40, 90))} ${y()} ${f(rand(120, 180))} ${y()} ${f(rand(IMAGE_WIDTH - 20, IMAGE_WIDTH))} ${y()}`;
  });
  const dots = Array.from({ length: 40 }, () => `<circle cx="${f(rand(0, IMAGE_WIDTH))}" cy="${f(rand(0, IMAGE_HEIGHT))}" r="${f(rand(0.6, 1.6))}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f4f5f6"/>`,
    `<g fill="#8a8f96">${dots.join('')}</g>`,
    `<g fill="none" stroke="#5a6068" stroke-width="1.6" stroke-linecap="round">${noise.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    `<g fill="none" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">${strokes.map((s) => `<path stroke="${s.colour}" d="${s.path}"/>`).join('')}</g>`,
    '</svg>',
  ].join('');
}
