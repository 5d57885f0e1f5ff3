// Drawing kit for the service illustrations: palette, seeded randomness and SVG helpers.
// Same approach as scripts/make-illustrations.ts (flat shapes, deterministic output), kept separate
// so the two generators can change independently.

/** Brand palette plus a few tints; the metals are only used where a picture shows that metal. */
export const C = {
  plum: '#4a1d3f',
  plumDeep: '#331429',
  plumSoft: '#6b2a5a',
  rose: '#b0124f',
  roseSoft: '#de6f98',
  blush: '#fbe9ee',
  blushDeep: '#f4cfda',
  gold: '#c9a45c',
  goldLight: '#e8d3a0',
  goldPale: '#f5ead2',
  cream: '#fffaf5',
  white: '#ffffff',
  lilac: '#b78fb6',
  ivoryDull: '#e6d3a3',
  ivoryShade: '#cdb57e',
  silver: '#b9bcc6',
  silverLight: '#e7e9ee',
  roseGold: '#d49a8c',
  roseGoldLight: '#f0c9bd',
} as const;

/** Background gradients: [top-left, bottom-right]. */
export const BG = {
  blush: [C.blush, C.cream],
  champagne: [C.cream, C.goldPale],
  rose: [C.roseSoft, C.blush],
  plum: [C.plumSoft, C.rose],
  night: [C.plumDeep, C.plumSoft],
} as const;
export type Bg = keyof typeof BG;
export const isDark = (bg: Bg): boolean => bg === 'plum' || bg === 'night';

/** Numbers with at most one decimal keep the files small. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded by a file name, so every run writes the same bytes. */
export function seeded(name: string) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const next = mulberry32(h);
  return {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Rng = ReturnType<typeof seeded>;

export const g = (body: string, x = 0, y = 0, s = 1, rot = 0): string =>
  `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${n(s)})` : ''}">${body}</g>`;

export function linear(id: string, [a, b]: readonly [string, string], vertical = false): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** The <svg> root, with width, height and viewBox; everything is clipped to the frame. */
export function svg(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><clipPath id="frame"><rect width="${w}" height="${h}"/></clipPath>${defs}</defs>` +
    `<g clip-path="url(#frame)">${body}</g></svg>\n`
  );
}

/** Path data of a four-pointed twinkle centred on x,y. */
export function sparkleD(x: number, y: number, r: number): string {
  const k = n(r);
  return `M${n(x)} ${n(y - r)}q0 ${k} ${k} ${k}q-${k} 0-${k} ${k}q0-${k}-${k}-${k}q${k} 0 ${k}-${k}Z`;
}
export const sparkle = (x: number, y: number, r: number, fill: string, op = 1): string =>
  `<path d="${sparkleD(x, y, r)}" fill="${fill}"${op < 1 ? ` opacity="${op}"` : ''}/>`;

export function star(r: number, fill: string, inner = 0.45, points = 5): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 ? r * inner : r;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${n(Math.cos(a) * rad)},${n(Math.sin(a) * rad)}`);
  }
  return `<polygon points="${out.join(' ')}" fill="${fill}"/>`;
}

const HEART = 'M0 35C-45 5-62-20-42-41C-26-56-6-49 0-32C6-49 26-56 42-41C62-20 45 5 0 35Z';
export const heart = (fill: string, s = 1): string =>
  `<path d="${HEART}" fill="${fill}"${s !== 1 ? ` transform="scale(${n(s)})"` : ''}/>`;

/** Faceted gem, `w` wide, centred on 0,0. */
export function gem(w: number, main: string = C.rose, light: string = C.roseSoft, dark: string = C.plum): string {
  const s = w / 100;
  const p = (pts: number[]) => pts.map((v) => n(v * s)).join(' ');
  return (
    `<polygon points="${p([-50, -20, -25, -45, 25, -45, 50, -20, 0, 50])}" fill="${main}"/>` +
    `<polygon points="${p([-25, -45, 25, -45, 0, -20])}" fill="${C.white}" opacity=".55"/>` +
    `<polygon points="${p([-50, -20, -25, -45, 0, -20])}" fill="${light}"/>` +
    `<polygon points="${p([0, -20, 50, -20, 0, 50])}" fill="${dark}" opacity=".35"/>`
  );
}

/** Dots and twinkles scattered over w x h, avoiding a disc around `keepOut`. */
export function confetti(rng: Rng, w: number, h: number, count: number, colors: readonly string[], keepOut?: { x: number; y: number; r: number }): string {
  const dots = new Map<string, string>();
  let twinkles = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(rng.range(20, w - 20));
    const y = Math.round(rng.range(20, h - 20));
    if (keepOut && Math.hypot(x - keepOut.x, y - keepOut.y) < keepOut.r) continue;
    const color = rng.pick(colors);
    if (rng.next() < 0.55) dots.set(color, (dots.get(color) ?? '') + `M${x} ${y}h0`);
    else twinkles += sparkle(x, y, rng.range(7, 14), color);
  }
  let out = '';
  for (const [color, d] of dots) out += `<path d="${d}" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`;
  return out + twinkles;
}
