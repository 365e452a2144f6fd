/** Generated vector artwork for the seed's logos, heroes and avatars: the name decides it all. */
import { cyrillicInitials } from './transliterate';

/** What a piece of artwork is drawn from: the entity's name and the image's pixel size. */
export type ArtworkInput = { name: string; width: number; height: number };

/** FNV-1a over the UTF-16 units: a stable 32-bit number per name. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A stream of numbers from the name's hash (xorshift32), so each trait draws its own. */
function draws(seed: number): () => number {
  let x = seed || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Emblem = (cx: number, cy: number, r: number, fill: string) => string;

const points = (cx: number, cy: number, list: [number, number][]) =>
  list.map(([x, y]) => `${(cx + x).toFixed(1)},${(cy + y).toFixed(1)}`).join(' ');

function polygon(sides: number, turn: number, inner = 1): Emblem {
  return (cx, cy, r, fill) => {
    const count = inner === 1 ? sides : sides * 2;
    const list = Array.from({ length: count }, (_, k): [number, number] => {
      const a = turn + (2 * Math.PI * k) / count;
      const rr = inner !== 1 && k % 2 === 1 ? r * inner : r;
      return [rr * Math.cos(a), rr * Math.sin(a)];
    });
    return `<polygon points="${points(cx, cy, list)}" fill="${fill}"/>`;
  };
}

/** The emblem behind the initials; the name picks one. */
export const EMBLEMS: readonly Emblem[] = [
  (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`,
  polygon(4, 0),
  polygon(6, Math.PI / 6),
  polygon(5, -Math.PI / 2, 0.55),
  polygon(3, -Math.PI / 2),
  polygon(8, Math.PI / 8),
  (cx, cy, r, fill) =>
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${(r / 3).toFixed(1)}" fill="${fill}"/>`,
  (cx, cy, r, fill) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-width="${(r / 4).toFixed(1)}"/><circle cx="${cx}" cy="${cy}" r="${(r / 2).toFixed(1)}" fill="${fill}"/>`,
];

/** Background decoration: soft circles or diagonal bands, placed by the name. */
function decoration(next: () => number, { width, height }: ArtworkInput, tint: string): string {
  const count = 2 + (next() % 3);
  const diag = Math.hypot(width, height);
  if (next() % 2 === 0) {
    return Array.from({ length: count }, () => {
      const r = ((0.15 + (next() % 40) / 100) * diag).toFixed(1);
      return `<circle cx="${next() % width}" cy="${next() % height}" r="${r}" fill="${tint}" opacity="0.18"/>`;
    }).join('');
  }
  const angle = -60 + (next() % 120);
  const band = (diag / (count * 3)).toFixed(1);
  const bands = Array.from(
    { length: count },
    (_, k) =>
      `<rect x="${(k * diag) / count - diag / 2}" y="${-diag}" width="${band}" height="${3 * diag}" fill="${tint}" opacity="0.16"/>`,
  ).join('');
  return `<g transform="translate(${width / 2} ${height / 2}) rotate(${angle})">${bands}</g>`;
}

/** The SVG for a name at a size: the same name always gives the same picture (product §1 seed). */
export function artworkSvg(input: ArtworkInput): string {
  const { name, width, height } = input;
  const seed = hash32(name);
  const next = draws(seed);
  const hueA = next() % 360;
  const hueB = (hueA + 40 + (next() % 140)) % 360;
  const id = `g${seed.toString(36)}`;
  const emblem = EMBLEMS[next() % EMBLEMS.length] as Emblem;
  const r = Math.min(width, height) * (0.3 + (next() % 10) / 100);
  const letters = escapeXml(cyrillicInitials(name));
  const size = Math.round(Math.min(height / 2.6, (r * 2.2) / Math.max(1, letters.length)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 62% 34%)"/><stop offset="1" stop-color="hsl(${hueB} 58% 24%)"/></linearGradient><clipPath id="c${id}"><rect width="${width}" height="${height}" rx="12"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" rx="12" fill="url(#${id})"/>`,
    // The decoration stays inside the card's rounded corners.
    `<g clip-path="url(#c${id})">${decoration(next, input, `hsl(${hueB} 80% 70%)`)}</g>`,
    emblem(width / 2, height / 2, Math.round(r), `hsl(${hueA} 70% 52%)`),
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${letters}</text>`,
    '</svg>',
  ].join('');
}

/** The name a media file stands for: its slug's words ('balkan-bet.svg' → 'balkan bet'). */
export function nameFromFile(file: string): string {
  return file.replace(/\.[a-z]+$/, '').replace(/-/g, ' ');
}
