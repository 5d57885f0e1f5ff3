// Generates the flat vector illustrations used by the town and party pages.
//
//   npx tsx scripts/make-illustrations.ts
//
// Writes public/images/towns/*.svg (1600x900 heroes, including default-hero.svg, the fallback for
// towns without a heroImage) and public/images/parties/*.svg (one 1600x900 hero plus six 800x800
// gallery images per party). Output is deterministic: every "random" choice comes from a PRNG
// seeded with the file name, so re-running the script reproduces the same files byte for byte.
// The SVGs use only shapes and gradients: no text, fonts, bitmaps, scripts or external references.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- palette

const C = {
  plum: '#4a1d3f',
  plumDeep: '#331429',
  plumSoft: '#6b2a5a',
  rose: '#c2185b',
  roseSoft: '#e0608f',
  blush: '#f8e1e7',
  blushDeep: '#f1c1d0',
  gold: '#c9a45c',
  goldLight: '#e8d3a0',
  goldPale: '#f5ead2',
  cream: '#fffaf5',
  white: '#ffffff',
  peach: '#f4b98f',
  lilac: '#b78fb6',
} as const;

/** Background gradients: [top-left, bottom-right]. */
const BG = {
  blush: [C.blush, C.cream],
  champagne: [C.cream, C.goldPale],
  rose: [C.roseSoft, C.blush],
  plum: [C.plumSoft, C.rose],
  night: [C.plumDeep, C.plumSoft],
} as const;
type Bg = keyof typeof BG;

// ---------------------------------------------------------------- small helpers

/** Numbers with at most one decimal keep the files small. */
const n = (v: number) => String(Math.round(v * 10) / 10);

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

function seeded(name: string) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const next = mulberry32(h);
  return {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    pick: <T,>(items: readonly T[]): T => cycle(items, Math.floor(next() * items.length)),
  };
}

/** items[i], wrapping around: handy for cycling through a palette. */
function cycle<T>(items: readonly T[], i: number): T {
  if (items.length === 0) throw new Error('cycle() needs at least one item');
  return items[i % items.length] as T;
}
type Rng = ReturnType<typeof seeded>;

const g = (body: string, x = 0, y = 0, s = 1, rot = 0) =>
  `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${n(s)})` : ''}">${body}</g>`;

function linear(id: string, [a, b]: readonly [string, string], vertical = false) {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/**
 * Wraps a drawing in its <svg> root. Everything is clipped to the viewBox so nothing drawn past the
 * edges shows up when a browser letterboxes the image (e.g. object-fit: contain).
 */
function svg(w: number, h: number, defs: string, body: string) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><clipPath id="frame"><rect width="${w}" height="${h}"/></clipPath>${defs}</defs>` +
    `<g clip-path="url(#frame)">${body}</g></svg>\n`
  );
}

/** Path data of a four-pointed twinkle (concave sides), centred on x,y; several can share one path. */
function sparkleD(x: number, y: number, r: number) {
  const k = n(r);
  return `M${n(x)} ${n(y - r)}q0 ${k} ${k} ${k}q-${k} 0-${k} ${k}q0-${k}-${k}-${k}q${k} 0 ${k}-${k}Z`;
}
const sparkle = (x: number, y: number, r: number, fill: string, op = 1) =>
  `<path d="${sparkleD(x, y, r)}" fill="${fill}"${op < 1 ? ` opacity="${op}"` : ''}/>`;

function starPoints(r: number, inner = 0.45, points = 5) {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 ? r * inner : r;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${n(Math.cos(a) * rad)},${n(Math.sin(a) * rad)}`);
  }
  return out.join(' ');
}
const star = (r: number, fill: string) => `<polygon points="${starPoints(r)}" fill="${fill}"/>`;

const HEART = 'M0 35C-45 5-62-20-42-41C-26-56-6-49 0-32C6-49 26-56 42-41C62-20 45 5 0 35Z';
const heart = (fill: string, s = 1) => `<path d="${HEART}" fill="${fill}"${s !== 1 ? ` transform="scale(${n(s)})"` : ''}/>`;

/**
 * Confetti: short bars, dots and twinkles scattered over a w x h area, avoiding a central disc.
 * Bars and dots are round-capped strokes, merged into one path per colour to keep files small.
 */
function confetti(rng: Rng, w: number, h: number, count: number, colors: readonly string[], keepOut?: { x: number; y: number; r: number }) {
  const bars = new Map<string, string>();
  const dots = new Map<string, string>();
  let twinkles = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(rng.range(20, w - 20));
    const y = Math.round(rng.range(20, h - 20));
    if (keepOut && Math.hypot(x - keepOut.x, y - keepOut.y) < keepOut.r) continue;
    const color = rng.pick(colors);
    const kind = rng.next();
    if (kind < 0.45) {
      const a = rng.range(0, Math.PI);
      const len = rng.range(6, 12);
      bars.set(color, (bars.get(color) ?? '') + `M${x} ${y}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`);
    } else if (kind < 0.8) dots.set(color, (dots.get(color) ?? '') + `M${x} ${y}h0`);
    else twinkles += sparkle(x, y, rng.range(8, 16), color);
  }
  let out = '';
  for (const [color, d] of bars) out += `<path d="${d}" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`;
  for (const [color, d] of dots) out += `<path d="${d}" stroke="${color}" stroke-width="9" stroke-linecap="round"/>`;
  return out + twinkles;
}

// ---------------------------------------------------------------- motifs
// Each motif is drawn around (0,0) and fits inside roughly a 440-unit square.

/** Faceted gem; `w` is its width. */
function gem(w: number, main: string = C.rose, light: string = C.roseSoft, dark: string = C.plum) {
  const s = w / 100;
  const p = (pts: number[]) => pts.map((v) => n(v * s)).join(' ');
  return (
    `<polygon points="${p([-50, -20, -25, -45, 25, -45, 50, -20, 0, 50])}" fill="${main}"/>` +
    `<polygon points="${p([-25, -45, 25, -45, 0, -20])}" fill="${C.white}" opacity=".55"/>` +
    `<polygon points="${p([-50, -20, -25, -45, 0, -20])}" fill="${light}"/>` +
    `<polygon points="${p([0, -20, 50, -20, 0, 50])}" fill="${dark}" opacity=".35"/>` +
    `<polygon points="${p([-50, -20, 0, -20, -14, 8])}" fill="${C.white}" opacity=".25"/>`
  );
}

const TOOTH =
  'M-70-110C-110-110-120-60-105-20C-95 15-80 30-72 70C-66 110-58 135-40 135C-22 135-20 100-14 65C-10 40 10 40 14 65C20 100 22 135 40 135C58 135 66 110 72 70C80 30 95 15 105-20C120-60 110-110 70-110C40-110 25-95 0-95C-25-95-40-110-70-110Z';

function tooth(decoration: string) {
  return (
    `<path d="${TOOTH}" fill="${C.white}" stroke="${C.blushDeep}" stroke-width="6"/>` +
    `<path d="M-78-88C-98-80-100-48-90-22" fill="none" stroke="${C.blush}" stroke-width="14" stroke-linecap="round"/>` +
    decoration
  );
}

const motifs = {
  ring: () =>
    `<ellipse cx="0" cy="70" rx="120" ry="112" fill="none" stroke="${C.gold}" stroke-width="22"/>` +
    `<ellipse cx="0" cy="70" rx="120" ry="112" fill="none" stroke="${C.goldLight}" stroke-width="6" stroke-dasharray="60 300"/>` +
    `<rect x="-34" y="-62" width="68" height="40" rx="8" fill="${C.gold}"/>` +
    g(gem(150), 0, -100) +
    sparkle(110, -150, 26, C.gold) +
    sparkle(-120, -100, 16, C.roseSoft),

  bracelets: (charm: 'heart' | 'circle' | 'gems' = 'heart') => {
    const bands = [
      [C.gold, -60],
      [C.goldLight, 0],
      [C.blushDeep, 60],
    ] as const;
    let out = '';
    bands.forEach(([color, dy], i) => {
      out += `<ellipse cx="0" cy="${dy}" rx="165" ry="70" fill="none" stroke="${color}" stroke-width="12" stroke-dasharray="16 7" stroke-linecap="round" transform="rotate(${-8 + i * 5} 0 ${dy})"/>`;
    });
    const hang = `<line x1="0" y1="128" x2="0" y2="150" stroke="${C.gold}" stroke-width="5"/>`;
    if (charm === 'heart') out += hang + g(heart(C.rose), 0, 180, 0.8);
    if (charm === 'circle') out += hang + `<circle cx="0" cy="178" r="28" fill="${C.gold}"/><circle cx="0" cy="178" r="16" fill="${C.goldLight}"/>`;
    if (charm === 'gems') [-90, 0, 90].forEach((x, i) => (out += g(gem(36, [C.rose, C.lilac, C.gold][i]), x, 140 - Math.abs(x) / 6)));
    return out + sparkle(170, -130, 22, C.gold) + sparkle(-175, 110, 14, C.roseSoft);
  },

  toothGem: (shape: 'heart' | 'star' | 'gem' | 'multi' = 'gem') => {
    let deco = '';
    if (shape === 'heart') deco = g(heart(C.rose), 35, -40, 0.7) + `<circle cx="22" cy="-52" r="5" fill="${C.white}" opacity=".7"/>`;
    if (shape === 'star') deco = g(star(30, C.gold), 35, -40) + `<circle cx="32" cy="-48" r="4" fill="${C.white}"/>`;
    if (shape === 'gem') deco = g(gem(64), 35, -40);
    if (shape === 'multi') deco = g(gem(44, C.rose), -30, -50) + g(gem(34, C.lilac, C.blush), 32, -60) + g(gem(30, C.gold, C.goldLight), 40, -12);
    return tooth(deco) + sparkle(140, -120, 26, C.gold) + sparkle(-150, 40, 18, C.rose) + sparkle(120, 90, 12, C.roseSoft);
  },

  shine: () =>
    tooth('') +
    `<path d="M-150-150 -110-120M150-150 110-120M0-190V-150" stroke="${C.gold}" stroke-width="10" stroke-linecap="round"/>` +
    sparkle(40, -45, 30, C.goldLight) +
    sparkle(160, 30, 22, C.gold) +
    sparkle(-165, 10, 16, C.roseSoft),

  glasses: () => {
    const flute = (liquid: string) =>
      `<path d="M-38-150H38L30-40C26-10 12 0 0 0C-12 0-26-10-30-40Z" fill="${C.white}" opacity=".85" stroke="${C.goldLight}" stroke-width="5"/>` +
      `<path d="M-33-100H33L30-40C26-12 12-6 0-6C-12-6-26-12-30-40Z" fill="${liquid}"/>` +
      `<circle cx="-8" cy="-60" r="4" fill="${C.white}"/><circle cx="8" cy="-80" r="3" fill="${C.white}"/><circle cx="0" cy="-40" r="3" fill="${C.white}"/>` +
      `<rect x="-5" y="0" width="10" height="110" fill="${C.goldLight}"/><ellipse cx="0" cy="112" rx="48" ry="11" fill="${C.goldLight}"/>`;
    return g(flute(C.peach), -70, 40, 1, -14) + g(flute(C.gold), 70, 40, 1, 14) + sparkle(0, -140, 34, C.gold) + sparkle(-40, -175, 12, C.roseSoft) + sparkle(45, -180, 14, C.rose);
  },

  balloons: (rng: Rng, colors: readonly string[], hearts = false) => {
    const spots = [
      [-95, -70, -8],
      [0, -120, 0],
      [95, -60, 8],
      [-40, 10, -4],
      [50, 20, 5],
    ] as const;
    let strings = '';
    let bodies = '';
    spots.forEach(([x, y, rot], i) => {
      const color = cycle(colors, i);
      const bx = x + rng.range(-10, 10);
      const by = y + rng.range(-10, 10);
      strings += `<path d="M${n(bx)} ${n(by + 75)}C${n(bx + 20)} ${n(by + 120)} ${n(bx * 0.2 - 15)} 140 0 200" fill="none" stroke="${C.plum}" stroke-opacity=".45" stroke-width="3"/>`;
      const shape = hearts
        ? heart(color, 1.75)
        : `<ellipse cx="0" cy="0" rx="58" ry="70" fill="${color}"/><polygon points="-9,78 9,78 0,66" fill="${color}"/>`;
      bodies += g(shape + `<ellipse cx="-22" cy="-28" rx="12" ry="20" fill="${C.white}" opacity=".35" transform="rotate(25 -22 -28)"/>`, bx, by, 1, rot);
    });
    return strings + bodies + `<path d="M-12 200h24l-12 16Z" fill="${C.gold}"/>`;
  },

  disco: () => {
    // Mirror tiles on a 28-unit grid, a fixed scatter of white and pink ones.
    let white = '';
    let pink = '';
    for (let y = -140; y < 140; y += 28) for (let x = -140; x < 140; x += 28) {
      const shade = (x * 7 + y * 13 + 1000) % 5;
      if (shade === 0) white += `M${x + 3} ${y + 3}h22v22h-22Z`;
      else if (shade === 2) pink += `M${x + 3} ${y + 3}h22v22h-22Z`;
    }
    const tiles = `<path d="${white}" fill="${C.white}" opacity=".75"/><path d="${pink}" fill="${C.roseSoft}" opacity=".5"/>`;
    return (
      `<clipPath id="ball"><circle cx="0" cy="20" r="140"/></clipPath>` +
      `<line x1="0" y1="-210" x2="0" y2="-120" stroke="${C.plum}" stroke-width="5"/>` +
      `<circle cx="0" cy="20" r="140" fill="${C.lilac}"/>` +
      `<g clip-path="url(#ball)" transform="translate(0 20)">${tiles}<path d="M-140-84H140M-140-28H140M-140 28H140M-140 84H140M-84-140V140M-28-140V140M28-140V140M84-140V140" stroke="${C.plum}" stroke-opacity=".25" stroke-width="3"/></g>` +
      `<circle cx="0" cy="20" r="140" fill="none" stroke="${C.plum}" stroke-opacity=".3" stroke-width="4"/>` +
      sparkle(-70, -50, 30, C.white) +
      sparkle(165, -90, 24, C.gold) +
      sparkle(-175, 130, 18, C.gold) +
      sparkle(150, 150, 14, C.rose)
    );
  },

  cake: (tall = false) => {
    const tiers = tall
      ? ([[200, 80, C.blushDeep], [150, 70, C.white], [100, 60, C.roseSoft]] as const)
      : ([[230, 90, C.roseSoft], [170, 80, C.blush]] as const);
    let y = 170;
    let out = `<ellipse cx="0" cy="${y + 8}" rx="160" ry="18" fill="${C.goldLight}"/>`;
    for (const [w, h, fill] of tiers) {
      y -= h;
      out += `<rect x="${-w / 2}" y="${y}" width="${w}" height="${h}" rx="12" fill="${fill}"/>`;
      out += `<path d="M${-w / 2} ${y + 18}${Array.from({ length: 6 }, (_, i) => `q${n(w / 12)} ${i % 2 ? 10 : 22} ${n(w / 6)} 0`).join('')}V${y + 8}a8 8 0 0 0-8-8H${-w / 2 + 8}a8 8 0 0 0-8 8Z" fill="${C.cream}"/>`;
      out += `<rect x="${-w / 2}" y="${y + h - 12}" width="${w}" height="6" fill="${C.gold}" opacity=".7"/>`;
    }
    const candles = tall ? [0] : [-45, 0, 45];
    for (const x of candles) {
      out += `<rect x="${x - 7}" y="${y - 52}" width="14" height="52" rx="4" fill="${C.white}" stroke="${C.rose}" stroke-width="3" stroke-dasharray="6 6"/>`;
      out += `<path d="M${x} ${y - 84}C${x + 14} ${y - 68} ${x + 10} ${y - 56} ${x} ${y - 56}C${x - 10} ${y - 56} ${x - 14} ${y - 68} ${x} ${y - 84}Z" fill="${C.peach}"/>`;
    }
    if (tall) out += g(star(24, C.gold), 0, y - 104);
    return out + sparkle(-160, -110, 20, C.gold) + sparkle(170, -40, 16, C.rose);
  },

  gift: () =>
    `<rect x="-130" y="-30" width="260" height="190" rx="10" fill="${C.rose}"/>` +
    `<rect x="-150" y="-80" width="300" height="60" rx="10" fill="${C.roseSoft}"/>` +
    `<rect x="-22" y="-80" width="44" height="240" fill="${C.gold}"/>` +
    `<rect x="-130" y="-20" width="260" height="10" fill="${C.plum}" opacity=".15"/>` +
    `<path d="M0-80C-40-150-120-140-95-100C-80-78-30-80 0-80ZM0-80C40-150 120-140 95-100C80-78 30-80 0-80Z" fill="${C.gold}"/>` +
    `<circle cx="0" cy="-82" r="16" fill="${C.goldLight}"/>` +
    sparkle(170, -150, 22, C.gold) +
    sparkle(-175, 60, 16, C.roseSoft),

  partyHat: () =>
    `<clipPath id="hat"><path d="M0-170L120 150H-120Z"/></clipPath>` +
    `<path d="M0-170L120 150H-120Z" fill="${C.blushDeep}"/>` +
    `<g clip-path="url(#hat)" fill="${C.rose}"><path d="M-200 40 200-60V-20L-200 80ZM-200 140 200 40V80L-200 180ZM-200-60 200-160V-120L-200-20Z"/></g>` +
    `<ellipse cx="0" cy="150" rx="125" ry="16" fill="${C.gold}"/>` +
    `<circle cx="0" cy="-178" r="26" fill="${C.gold}"/><circle cx="-8" cy="-186" r="8" fill="${C.goldLight}"/>`,

  crown: () =>
    `<path d="M-170 90-190-90-95 0 0-130 95 0 190-90 170 90Z" fill="${C.gold}"/>` +
    `<path d="M-170 90-190-90-95 0 0-130 0 90Z" fill="${C.goldLight}" opacity=".45"/>` +
    `<rect x="-175" y="80" width="350" height="40" rx="12" fill="${C.gold}"/>` +
    `<circle cx="-190" cy="-98" r="16" fill="${C.rose}"/><circle cx="190" cy="-98" r="16" fill="${C.rose}"/><circle cx="0" cy="-140" r="18" fill="${C.roseSoft}"/>` +
    g(gem(70), 0, 20) +
    g(gem(40, C.roseSoft), -110, 55) +
    g(gem(40, C.roseSoft), 110, 55) +
    [-130, -65, 0, 65, 130].map((x) => `<circle cx="${x}" cy="100" r="7" fill="${C.cream}"/>`).join('') +
    sparkle(-60, -110, 20, C.white) +
    sparkle(150, -160, 18, C.rose),

  coffee: () =>
    `<ellipse cx="0" cy="150" rx="190" ry="30" fill="${C.goldLight}"/>` +
    `<path d="M-120-40H120L100 120C96 140 80 150 60 150H-60C-80 150-96 140-100 120Z" fill="${C.white}" stroke="${C.blushDeep}" stroke-width="6"/>` +
    `<path d="M115 0C175-10 180 90 100 95" fill="none" stroke="${C.white}" stroke-width="22"/>` +
    `<path d="M115 0C175-10 180 90 100 95" fill="none" stroke="${C.blushDeep}" stroke-width="6" stroke-dasharray="0 0"/>` +
    `<ellipse cx="0" cy="-40" rx="120" ry="18" fill="${C.gold}"/>` +
    g(heart(C.rose, 0.7), 0, 50) +
    `<path d="M-45-80C-70-110-20-130-45-165M5-80C-20-110 30-130 5-165M55-80C30-110 80-130 55-165" fill="none" stroke="${C.lilac}" stroke-width="8" stroke-linecap="round"/>` +
    sparkle(160, -120, 22, C.gold) +
    sparkle(-170, -60, 16, C.roseSoft),

  skyline: (rng: Rng) => {
    const towers = [
      [-200, 150, 170],
      [-60, 110, 280],
      [40, 90, 210],
      [130, 90, 140],
    ] as const;
    let out = `<circle cx="120" cy="-150" r="50" fill="${C.goldLight}"/>`;
    let lit = '';
    let dark = '';
    towers.forEach(([x, w, h], i) => {
      const top = 170 - h;
      out += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${i % 2 ? C.plumSoft : C.plum}"/>`;
      for (let wy = top + 20; wy < 150; wy += 34) for (let wx = x + 14; wx < x + w - 20; wx += 30) {
        if (rng.next() < 0.55) lit += `M${wx} ${wy}h16v20h-16Z`;
        else dark += `M${wx} ${wy}h16v20h-16Z`;
      }
    });
    out += `<path d="${lit}" fill="${C.goldLight}"/><path d="${dark}" fill="${C.lilac}" opacity=".5"/>`;
    out += `<rect x="-74" y="-140" width="8" height="34" fill="${C.plum}"/><rect x="-220" y="168" width="440" height="14" rx="7" fill="${C.rose}"/>`;
    return out + sparkle(-150, -140, 18, C.gold) + sparkle(200, -40, 14, C.roseSoft);
  },

  moon: (rng: Rng) => {
    let out =
      `<mask id="crescent"><rect x="-300" y="-300" width="600" height="600" fill="#fff"/><circle cx="60" cy="-50" r="120" fill="#000"/></mask>` +
      `<circle cx="0" cy="0" r="140" fill="${C.goldLight}" mask="url(#crescent)"/>`;
    const spots = [[120, -150], [180, -40], [205, 70], [135, 170], [20, 205], [-150, -170]] as const;
    spots.forEach(([x, y], i) => {
      const r = rng.range(12, 22);
      out += i % 2 ? sparkle(x, y, r * 1.3, C.goldLight) : g(star(r, C.blushDeep), x, y);
    });
    return out;
  },

  tent: () =>
    `<clipPath id="tent"><path d="M0-150 190 130H-190Z"/></clipPath>` +
    `<path d="M0-150 190 130H-190Z" fill="${C.cream}"/>` +
    `<g clip-path="url(#tent)" fill="${C.rose}">${[-160, -80, 0, 80].map((x) => `<path d="M0-150L${x - 40} 140H${x}Z"/>`).join('')}<path d="M0-150 160 140H200Z"/></g>` +
    `<path d="M-55 130 0 10 55 130Z" fill="${C.plum}"/><path d="M0 10-30 130H-55Z" fill="${C.plumSoft}"/>` +
    `<line x1="0" y1="-150" x2="0" y2="-215" stroke="${C.plum}" stroke-width="6"/><path d="M0-215 60-200 0-185Z" fill="${C.gold}"/>` +
    `<rect x="-220" y="128" width="440" height="12" rx="6" fill="${C.gold}"/>`,

  bunting: () => {
    const colors = [C.rose, C.gold, C.lilac, C.roseSoft, C.peach, C.plumSoft];
    let out = `<rect x="-214" y="-190" width="12" height="380" rx="6" fill="${C.plum}"/><rect x="202" y="-190" width="12" height="380" rx="6" fill="${C.plum}"/>`;
    for (const [row, sag] of [[-150, 70], [20, 60]] as const) {
      out += `<path d="M-208 ${row}Q0 ${row + sag * 2} 208 ${row}" fill="none" stroke="${C.plum}" stroke-width="4"/>`;
      for (let i = 0; i < 7; i++) {
        const t = (i + 0.5) / 7;
        const x = -208 + 416 * t;
        const y = row + 2 * t * (1 - t) * sag * 2;
        out += `<path d="M${n(x - 22)} ${n(y)}H${n(x + 22)}L${n(x)} ${n(y + 52)}Z" fill="${colors[(i + (row > 0 ? 3 : 0)) % colors.length]}"/>`;
      }
    }
    return out + sparkle(0, 150, 22, C.gold);
  },

  sunGem: () => {
    let rays = '';
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const r1 = 140;
      const r2 = i % 2 ? 185 : 215;
      rays += `M${n(Math.cos(a) * r1)} ${n(Math.sin(a) * r1)}L${n(Math.cos(a) * r2)} ${n(Math.sin(a) * r2)}`;
    }
    return (
      `<path d="${rays}" stroke="${C.gold}" stroke-width="14" stroke-linecap="round"/>` +
      `<circle cx="0" cy="0" r="125" fill="${C.peach}"/><circle cx="0" cy="0" r="100" fill="${C.goldLight}"/>` +
      g(gem(120), 0, 0)
    );
  },

  ferris: () => {
    let spokes = '';
    let cabins = '';
    const colors = [C.rose, C.gold, C.lilac, C.roseSoft];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const x = Math.cos(a) * 150;
      const y = Math.sin(a) * 150 - 40;
      spokes += `M0-40L${n(x)} ${n(y)}`;
      cabins += `<path d="M${n(x - 20)} ${n(y + 4)}h40v18a10 10 0 0 1-10 10h-20a10 10 0 0 1-10-10Z" fill="${colors[i % 4]}"/><line x1="${n(x)}" y1="${n(y - 4)}" x2="${n(x)}" y2="${n(y + 4)}" stroke="${C.plum}" stroke-width="3"/>`;
    }
    return (
      `<path d="M0-40-110 200M0-40 110 200" stroke="${C.plum}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="${spokes}" stroke="${C.plumSoft}" stroke-width="4"/>` +
      `<circle cx="0" cy="-40" r="150" fill="none" stroke="${C.plum}" stroke-width="10"/>` +
      `<circle cx="0" cy="-40" r="110" fill="none" stroke="${C.plumSoft}" stroke-width="3" stroke-dasharray="6 10"/>` +
      `<circle cx="0" cy="-40" r="18" fill="${C.gold}"/>` +
      cabins +
      `<rect x="-160" y="196" width="320" height="12" rx="6" fill="${C.gold}"/>`
    );
  },

  bigGem: () => g(gem(300), 0, 10) + sparkle(150, -140, 30, C.gold) + sparkle(-160, 120, 20, C.roseSoft) + sparkle(-140, -130, 14, C.gold),

  stars: (rng: Rng) => {
    let out = g(star(110, C.gold), -30, -10, 1, -8) + g(star(56, C.goldLight), 130, -120, 1, 12) + g(star(40, C.roseSoft), 140, 110, 1, -20);
    for (let i = 0; i < 5; i++) out += sparkle(rng.range(-200, 200), rng.range(-200, 200), rng.range(8, 16), rng.pick([C.rose, C.gold, C.lilac]));
    return out;
  },
};

// ---------------------------------------------------------------- gallery images (800 x 800)

type MotifName = keyof typeof motifs;
/** A motif, the background behind it and, optionally, the colour of the disc it sits on. */
type Art = { motif: (rng: Rng) => string; bg: Bg; disc?: string };

const a = (motif: MotifName, bg: Bg, ...args: unknown[]): Art => ({
  disc: motif === 'moon' ? C.plum : undefined,
  bg,
  motif: (rng) => {
    const fn = motifs[motif] as (...xs: unknown[]) => string;
    // Motifs that scatter things take the rng first.
    return ['balloons', 'skyline', 'moon', 'stars'].includes(motif) ? fn(rng, ...args) : fn(...args);
  },
});

const PARTY_ART: Record<string, Art[]> = {
  bachelorette: [
    a('ring', 'blush'),
    a('bracelets', 'champagne', 'heart'),
    a('toothGem', 'rose', 'heart'),
    a('glasses', 'plum'),
    a('balloons', 'champagne', [C.rose, C.gold, C.roseSoft, C.blushDeep, C.goldLight], true),
    a('disco', 'night'),
  ],
  birthday: [
    a('balloons', 'blush', [C.rose, C.gold, C.lilac, C.peach, C.roseSoft]),
    a('cake', 'champagne'),
    a('gift', 'blush'),
    a('toothGem', 'plum', 'star'),
    a('bracelets', 'rose', 'heart'),
    a('partyHat', 'champagne'),
  ],
  'sweet-16': [
    a('crown', 'plum'),
    a('balloons', 'champagne', [C.roseSoft, C.gold, C.blushDeep, C.rose, C.goldLight]),
    a('bigGem', 'blush'),
    a('bracelets', 'champagne', 'gems'),
    a('cake', 'rose', true),
    a('disco', 'night'),
  ],
  corporate: [
    a('coffee', 'champagne'),
    a('shine', 'plum'),
    a('bracelets', 'blush', 'circle'),
    a('gift', 'champagne'),
    a('skyline', 'rose'),
    a('stars', 'night'),
  ],
  'girls-night': [
    a('moon', 'night'),
    a('disco', 'plum'),
    a('toothGem', 'blush', 'heart'),
    a('bracelets', 'night', 'circle'),
    a('glasses', 'rose'),
    a('balloons', 'champagne', [C.rose, C.roseSoft, C.blushDeep, C.rose, C.roseSoft], true),
  ],
  festival: [
    a('tent', 'rose'),
    a('bunting', 'champagne'),
    a('sunGem', 'plum'),
    a('bracelets', 'blush', 'gems'),
    a('ferris', 'champagne'),
    a('toothGem', 'night', 'multi'),
  ],
};

function galleryImage(name: string, art: Art) {
  const rng = seeded(name);
  const dark = art.bg === 'plum' || art.bg === 'night';
  const disc = art.disc ?? (dark ? C.blush : C.white);
  const confettiColors = dark ? [C.goldLight, C.blushDeep, C.roseSoft] : [C.rose, C.gold, C.lilac, C.blushDeep];
  const tilt = Math.round(rng.range(-6, 6));
  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="${n(rng.range(90, 180))}" cy="${n(rng.range(600, 720))}" r="${n(rng.range(120, 190))}" fill="${C.white}" opacity=".08"/>` +
    `<circle cx="400" cy="400" r="300" fill="${disc}" opacity="${dark ? 0.95 : 0.7}"/>` +
    `<circle cx="400" cy="400" r="322" fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    confetti(rng, 800, 800, 26, confettiColors, { x: 400, y: 400, r: 345 }) +
    g(art.motif(rng), 400, 400, 1.2, tilt);
  return svg(800, 800, linear('bg', BG[art.bg]), body);
}

// ---------------------------------------------------------------- party heroes (1600 x 900)

/** Per party: the background and up to three motifs as [art, centre x, centre y, scale]. */
type HeroSpec = { bg: Bg; items: [Art, number, number, number][] };

const PARTY_HERO: Record<string, HeroSpec> = {
  bachelorette: { bg: 'plum', items: [[a('ring', 'plum'), 330, 470, 1.15], [a('glasses', 'plum'), 1270, 430, 1.1], [a('bracelets', 'plum', 'heart'), 800, 730, 0.6]] },
  birthday: { bg: 'rose', items: [[a('balloons', 'rose', [C.rose, C.gold, C.lilac, C.peach, C.plumSoft]), 330, 420, 1.15], [a('cake', 'rose'), 1270, 500, 1.1], [a('gift', 'rose'), 800, 770, 0.5]] },
  'sweet-16': { bg: 'plum', items: [[a('crown', 'plum'), 330, 460, 1.05], [a('balloons', 'plum', [C.roseSoft, C.gold, C.blushDeep, C.rose, C.goldLight]), 1270, 420, 1.15], [a('bigGem', 'plum'), 800, 780, 0.45]] },
  corporate: { bg: 'night', items: [[a('skyline', 'night'), 330, 520, 1.15], [a('coffee', 'night'), 1270, 480, 1], [a('shine', 'night'), 800, 760, 0.5]] },
  'girls-night': { bg: 'night', items: [[a('moon', 'night'), 330, 380, 1.15], [a('disco', 'night'), 1270, 420, 1.15], [a('bracelets', 'night', 'circle'), 800, 750, 0.55]] },
  festival: { bg: 'rose', items: [[a('tent', 'rose'), 330, 520, 1.15], [a('ferris', 'rose'), 1270, 440, 1.15], [a('sunGem', 'rose'), 800, 200, 0.45]] },
};

function partyHero(name: string, { bg, items }: HeroSpec) {
  const rng = seeded(`${name}-hero`);
  let body =
    `<rect width="1600" height="900" fill="url(#bg)"/>` +
    `<circle cx="1450" cy="120" r="260" fill="${C.white}" opacity=".07"/><circle cx="120" cy="860" r="300" fill="${C.white}" opacity=".06"/>` +
    `<path d="M0 760C300 700 520 820 800 790S1300 700 1600 750V900H0Z" fill="${C.plumDeep}" opacity=".25"/>` +
    confetti(rng, 1600, 900, 36, [C.goldLight, C.blushDeep, C.roseSoft, C.gold]);
  for (const [art, x, y, s] of items) {
    body += `<circle cx="${x}" cy="${y}" r="${n(255 * s)}" fill="${art.disc ?? C.blush}" opacity=".9"/>` + g(art.motif(rng), x, y, s);
  }
  return svg(1600, 900, linear('bg', BG[bg]), body);
}

// ---------------------------------------------------------------- town heroes (1600 x 900)

const SKY = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.plum}"/><stop offset=".55" stop-color="${C.rose}"/><stop offset="1" stop-color="${C.peach}"/></linearGradient>`;
const WATER = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.roseSoft}"/><stop offset="1" stop-color="${C.plum}"/></linearGradient>`;

function skyAndSun(rng: Rng, sunX: number, sunY: number, r = 120) {
  let out = `<rect width="1600" height="900" fill="url(#sky)"/><circle cx="${sunX}" cy="${sunY}" r="${r + 60}" fill="${C.goldLight}" opacity=".25"/><circle cx="${sunX}" cy="${sunY}" r="${r}" fill="${C.goldLight}"/>`;
  let stars = '';
  for (let i = 0; i < 14; i++) stars += sparkleD(rng.range(40, 1560), rng.range(30, 300), rng.range(4, 10));
  return out + `<path d="${stars}" fill="${C.blush}" opacity=".7"/>`;
}

/** Row of simple shopfronts from x0 to x1 standing on `base`. Windows share one path per colour. */
function storefronts(rng: Rng, x0: number, x1: number, base: number) {
  const fills = [C.plum, C.plumSoft, '#7a3550', C.plumDeep];
  let out = '';
  let shopWindows = '';
  let upperWindows = '';
  for (let x = x0; x < x1; ) {
    const w = Math.round(rng.range(110, 170));
    const h = Math.round(rng.range(150, 240));
    const fill = rng.pick(fills);
    // facade with a cornice on top
    out += `<path d="M${x} ${base}V${base - h}h-4v-12h${w + 8}v12h-4V${base}Z" fill="${fill}"/>`;
    out += `<path d="M${x + 6} ${base - 80}h${w - 12}l-10 22h${-(w - 32)}Z" fill="${rng.pick([C.rose, C.roseSoft, C.gold])}"/>`;
    shopWindows += `M${x + 12} ${base - 58}h${w - 24}v44h${-(w - 24)}Z`;
    for (let wx = x + 18; wx + 22 < x + w - 10; wx += 38) upperWindows += `M${wx} ${base - h + 35}a11 11 0 0 1 22 0v23h-22Z`;
    x += w + 6;
  }
  return out + `<path d="${shopWindows}" fill="${C.goldLight}" opacity=".85"/><path d="${upperWindows}" fill="${C.goldLight}" opacity=".75"/>`;
}

const lamp = (x: number, base: number) =>
  `<rect x="${x - 3}" y="${base - 120}" width="6" height="120" fill="${C.plumDeep}"/><circle cx="${x}" cy="${base - 126}" r="12" fill="${C.goldLight}"/><circle cx="${x}" cy="${base - 126}" r="26" fill="${C.goldLight}" opacity=".25"/>`;

function clockTower(x: number, base: number, h: number) {
  const w = 150;
  return (
    `<rect x="${x - w}" y="${base - h + 120}" width="${w * 2}" height="${h - 120}" fill="${C.plum}"/>` +
    `<rect x="${x - 60}" y="${base - h}" width="120" height="140" fill="${C.plumSoft}"/>` +
    `<path d="M${x - 76} ${base - h}L${x} ${base - h - 90}L${x + 76} ${base - h}Z" fill="${C.rose}"/>` +
    `<circle cx="${x}" cy="${base - h + 60}" r="36" fill="${C.cream}"/><path d="M${x} ${base - h + 60}V${base - h + 36}M${x} ${base - h + 60}h18" stroke="${C.plum}" stroke-width="5" stroke-linecap="round"/>` +
    [-110, -55, 0, 55, 110].map((dx) => `<rect x="${x + dx - 14}" y="${base - h + 160}" width="28" height="60" rx="14" fill="${C.goldLight}" opacity=".8"/>`).join('') +
    `<rect x="${x - 40}" y="${base - 90}" width="80" height="90" rx="40" fill="${C.gold}"/>` +
    `<path d="M${x - w - 10} ${base - h + 120}H${x + w + 10}V${base - h + 134}H${x - w - 10}Z" fill="${C.rose}"/>`
  );
}

function tree(x: number, base: number, s = 1, fill: string = C.plumSoft) {
  return `<rect x="${n(x - 6 * s)}" y="${n(base - 60 * s)}" width="${n(12 * s)}" height="${n(60 * s)}" fill="${C.plumDeep}"/><circle cx="${x}" cy="${n(base - 90 * s)}" r="${n(50 * s)}" fill="${fill}"/>`;
}

const ground = (y: number, fill: string) => `<rect x="0" y="${y}" width="1600" height="${900 - y}" fill="${fill}"/>`;

function lake(rng: Rng, horizon: number, sunX: number) {
  let out = `<rect x="0" y="${horizon}" width="1600" height="${900 - horizon}" fill="url(#water)"/>`;
  for (let i = 0; i < 9; i++) {
    const y = horizon + 20 + i * 22;
    const w = 260 - i * 18;
    out += `<rect x="${n(sunX - w / 2 + rng.range(-20, 20))}" y="${y}" width="${n(w)}" height="6" rx="3" fill="${C.goldLight}" opacity="${n(0.8 - i * 0.07)}"/>`;
  }
  for (let i = 0; i < 10; i++) out += `<rect x="${n(rng.range(40, 1500))}" y="${n(rng.range(horizon + 30, 880))}" width="${n(rng.range(40, 110))}" height="4" rx="2" fill="${C.blush}" opacity=".3"/>`;
  return out;
}

const hills = (base: number, fills: readonly string[]) =>
  fills
    .map((fill, i) => {
      const y = base + i * 50;
      return `<path d="M0 ${y}C${260 + i * 90} ${y - 70} ${520 - i * 40} ${y + 30} ${800 + i * 60} ${y - 20}S${1350 - i * 50} ${y - 60} 1600 ${y - 10}V900H0Z" fill="${fill}"/>`;
    })
    .join('');

const TOWN_HEROES: Record<string, () => string> = {
  'default-hero': () => {
    const rng = seeded('default-hero');
    let body = skyAndSun(rng, 1100, 430, 130) + hills(520, [C.plumSoft, C.plum, C.plumDeep]);
    body += `<path d="M700 900C780 760 960 660 1120 600L1136 606C1010 680 900 780 900 900Z" fill="${C.roseSoft}" opacity=".4"/>`;
    body += `<path d="M800 900C860 780 990 690 1128 603" fill="none" stroke="${C.cream}" stroke-width="4" stroke-dasharray="26 22" opacity=".6"/>`;
    for (const [x, y, s] of [[180, 520, 1], [270, 515, 0.7], [1440, 480, 0.9], [1510, 478, 0.6]] as const) body += tree(x, y, s, C.plumDeep);
    body += `<path d="M0 820Q400 780 800 815T1600 800" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
    body += sparkle(1250, 300, 28, C.cream) + sparkle(300, 200, 20, C.goldLight);
    return svg(1600, 900, SKY, body);
  },

  greenville: () => {
    // Historic downtown: a courthouse clock tower between rows of brick shopfronts.
    const rng = seeded('greenville');
    const base = 760;
    let body = skyAndSun(rng, 1320, 260, 90);
    body += storefronts(rng, -20, 560, base) + storefronts(rng, 1040, 1620, base) + clockTower(800, base, 470);
    body += ground(base, C.plumDeep) + `<rect x="0" y="${base + 40}" width="1600" height="10" fill="${C.gold}" opacity=".5"/>`;
    for (const x of [120, 420, 1180, 1480]) body += lamp(x, base + 20);
    return svg(1600, 900, SKY, body);
  },

  commerce: () => {
    // College town: a columned campus hall, trees and festival bunting.
    const rng = seeded('commerce');
    const base = 740;
    let body = skyAndSun(rng, 300, 250, 100);
    body += hills(600, [C.plumSoft]);
    body += `<rect x="520" y="${base - 300}" width="560" height="300" fill="${C.blush}"/><path d="M480 ${base - 300}L800 ${base - 450}L1120 ${base - 300}Z" fill="${C.rose}"/><path d="M560 ${base - 315}L800 ${base - 425}L1040 ${base - 315}Z" fill="${C.roseSoft}"/>`;
    for (let i = 0; i < 6; i++) body += `<rect x="${560 + i * 92}" y="${base - 290}" width="30" height="270" fill="${C.cream}"/>`;
    body += `<rect x="500" y="${base - 22}" width="600" height="22" fill="${C.goldLight}"/><rect x="760" y="${base - 130}" width="80" height="110" rx="40" fill="${C.plum}"/>`;
    for (const [x, s] of [[300, 1.4], [420, 1], [1250, 1.3], [1390, 1.1], [1510, 0.8]] as const) body += tree(x, base, s, C.plum);
    body += ground(base, C.plumDeep);
    const colors = [C.gold, C.rose, C.cream, C.lilac];
    // Festival bunting: two sagging strings, flags placed along each quadratic curve.
    for (const [x0, x1] of [[0, 800], [800, 1600]] as const) {
      const [y0, cy] = [110, 230];
      body += `<path d="M${x0} ${y0}Q${(x0 + x1) / 2} ${cy} ${x1} ${y0}" fill="none" stroke="${C.cream}" stroke-width="3" opacity=".7"/>`;
      for (let i = 0; i < 9; i++) {
        const t = (i + 0.5) / 9;
        const x = x0 + (x1 - x0) * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * t * (1 - t) * cy + t * t * y0;
        body += `<path d="M${n(x - 18)} ${n(y)}H${n(x + 18)}L${n(x)} ${n(y + 40)}Z" fill="${colors[i % 4]}"/>`;
      }
    }
    return svg(1600, 900, SKY, body);
  },

  'sulphur-springs': () => {
    // The downtown square: a red stone courthouse with turrets, the plaza fountain and the glass restroom.
    const rng = seeded('sulphur-springs');
    const base = 720;
    let body = skyAndSun(rng, 260, 230, 90);
    body += storefronts(rng, -20, 420, base) + storefronts(rng, 1200, 1620, base);
    body += `<rect x="560" y="${base - 320}" width="480" height="320" fill="#9c3a4a"/>`;
    for (const x of [560, 960]) body += `<rect x="${x - 20}" y="${base - 400}" width="120" height="400" fill="#8a2f40"/><path d="M${x - 30} ${base - 400}L${x + 40} ${base - 500}L${x + 110} ${base - 400}Z" fill="${C.plum}"/>`;
    body += `<rect x="730" y="${base - 430}" width="140" height="110" fill="#8a2f40"/><path d="M720 ${base - 430}L800 ${base - 540}L880 ${base - 430}Z" fill="${C.plum}"/><circle cx="800" cy="${base - 380}" r="30" fill="${C.cream}"/>`;
    for (let row = 0; row < 2; row++) for (let i = 0; i < 5; i++) body += `<rect x="${610 + i * 80}" y="${base - 280 + row * 110}" width="36" height="70" rx="18" fill="${C.goldLight}" opacity=".85"/>`;
    body += `<path d="M540 ${base - 320}H1060V${base - 304}H540Z" fill="${C.gold}"/>`;
    body += ground(base, C.plumDeep) + `<ellipse cx="800" cy="${base + 90}" rx="520" ry="60" fill="${C.plum}"/>`;
    // fountain
    body += `<ellipse cx="640" cy="${base + 80}" rx="110" ry="24" fill="${C.roseSoft}"/><rect x="628" y="${base + 20}" width="24" height="60" fill="${C.blush}"/><path d="M640 ${base + 20}C600 ${base - 30} 590 ${base + 10} 575 ${base + 70}M640 ${base + 20}C680 ${base - 30} 690 ${base + 10} 705 ${base + 70}" fill="none" stroke="${C.blush}" stroke-width="6" stroke-linecap="round" opacity=".8"/>`;
    // glass restroom: a mirrored cube reflecting the sky
    body += `<rect x="930" y="${base - 30}" width="140" height="120" fill="${C.roseSoft}" opacity=".75" stroke="${C.cream}" stroke-width="5"/><path d="M930 ${base + 20}L990 ${base - 30}M950 ${base + 90}L1070 ${base - 10}" stroke="${C.cream}" stroke-width="6" opacity=".6"/><rect x="920" y="${base - 44}" width="160" height="16" fill="${C.plumSoft}"/>`;
    for (const x of [470, 1130]) body += lamp(x, base + 60);
    return svg(1600, 900, SKY, body);
  },

  emory: () => {
    // Between the lakes: water, pines and a bald eagle overhead (Eagle Fest).
    const rng = seeded('emory');
    const horizon = 560;
    let body = skyAndSun(rng, 800, horizon - 30, 140) + lake(rng, horizon, 800);
    body += `<path d="M0 ${horizon + 10}C200 ${horizon - 50} 360 ${horizon - 20} 520 ${horizon + 10}H0Z" fill="${C.plum}"/><path d="M1080 ${horizon + 10}C1250 ${horizon - 60} 1420 ${horizon - 40} 1600 ${horizon - 10}V${horizon + 10}Z" fill="${C.plum}"/>`;
    for (const [x, s] of [[80, 1.3], [170, 1], [250, 1.2], [1330, 1.1], [1430, 1.4], [1520, 1]] as const)
      body += `<path d="M${x} ${n(horizon - 200 * s)}L${n(x + 50 * s)} ${horizon + 5}H${n(x - 50 * s)}Z" fill="${C.plumDeep}"/>`;
    // eagle: broad wings, white head
    body += g(
      `<path d="M0 0C-60-40-150-50-240-20C-170-20-120 0-90 20C-140 20-180 40-200 60C-120 40-60 40 0 30C60 40 120 40 200 60C180 40 140 20 90 20C120 0 170-20 240-20C150-50 60-40 0 0Z" fill="${C.plumDeep}"/>` +
        `<circle cx="0" cy="-6" r="18" fill="${C.cream}"/><path d="M14-8l18 6-16 4Z" fill="${C.gold}"/><path d="M-20 30h40l-20 40Z" fill="${C.cream}"/>`,
      1060, 250, 0.9, -6,
    );
    return svg(1600, 900, SKY + WATER, body);
  },

  'west-tawakoni': () => {
    // Lake Tawakoni at sunset: a fishing dock and a small boat.
    const rng = seeded('west-tawakoni');
    const horizon = 520;
    let body = skyAndSun(rng, 1050, horizon - 20, 150) + lake(rng, horizon, 1050);
    body += `<path d="M0 ${horizon + 6}C300 ${horizon - 40} 600 ${horizon - 10} 900 ${horizon + 6}Z" fill="${C.plum}"/><path d="M900 ${horizon + 6}C1200 ${horizon - 30} 1400 ${horizon - 20} 1600 ${horizon - 5}V${horizon + 6}Z" fill="${C.plumSoft}"/>`;
    // dock
    body += `<path d="M0 700L520 640V664L0 736Z" fill="${C.plumDeep}"/>`;
    for (const x of [60, 180, 300, 420, 500]) body += `<rect x="${x}" y="${n(700 - x * 0.115)}" width="14" height="${n(110 - x * 0.05)}" fill="${C.plumDeep}"/>`;
    body += `<path d="M470 646V560M470 560Q540 570 600 700" fill="none" stroke="${C.plumDeep}" stroke-width="5"/><circle cx="470" cy="540" r="14" fill="${C.plumDeep}"/><path d="M452 560h36v60h-36Z" fill="${C.plumDeep}"/>`;
    // boat
    body += `<path d="M1180 640h200l-30 36h-150Z" fill="${C.plumDeep}"/><path d="M1240 640v-40h70v40Z" fill="${C.plum}"/>`;
    for (let i = 0; i < 3; i++) body += `<path d="M${640 + i * 50} ${180 + i * 18}q14-14 28 0q14-14 28 0" fill="none" stroke="${C.plumDeep}" stroke-width="4"/>`;
    return svg(1600, 900, SKY + WATER, body);
  },
};

// ---------------------------------------------------------------- write everything

function write(rel: string, content: string) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const kb = (Buffer.byteLength(content) / 1024).toFixed(1);
  console.log(`${rel.padEnd(44)} ${kb} KB`);
}

for (const [name, draw] of Object.entries(TOWN_HEROES)) write(`public/images/towns/${name}.svg`, draw());

for (const [name, arts] of Object.entries(PARTY_ART)) {
  const hero = PARTY_HERO[name];
  if (!hero) throw new Error(`No hero composition for party "${name}"`);
  write(`public/images/parties/${name}.svg`, partyHero(name, hero));
  arts.forEach((art, i) => write(`public/images/parties/${name}-${i + 1}.svg`, galleryImage(`${name}-${i + 1}`, art)));
}
