// Permanent-jewelry motifs (chains in the three metals) and the travel scenes of the home and About pages.
import { C, g, gem, heart, n, sparkle, star } from './kit.ts';

export type Metal = 'gold' | 'silver' | 'roseGold';
const METAL: Record<Metal, { main: string; light: string }> = {
  gold: { main: C.gold, light: C.goldLight },
  silver: { main: C.silver, light: C.silverLight },
  roseGold: { main: C.roseGold, light: C.roseGoldLight },
};

/** A closed chain of alternating flat and edge-on links along an ellipse. */
export function chainLoop(rx: number, ry: number, metal: Metal, links = 30, rot = 0): string {
  const { main, light } = METAL[metal];
  const len = (Math.PI * (rx + ry)) / links;
  let flat = '';
  let edge = '';
  for (let i = 0; i < links; i++) {
    const t = (i / links) * Math.PI * 2;
    const x = rx * Math.cos(t);
    const y = ry * Math.sin(t);
    const a = (Math.atan2(ry * Math.cos(t), -rx * Math.sin(t)) * 180) / Math.PI;
    const at = `transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"`;
    if (i % 2) edge += `<rect x="${n(-len * 0.55)}" y="-3" width="${n(len * 1.1)}" height="6" rx="3" ${at}/>`;
    else flat += `<ellipse rx="${n(len * 0.62)}" ry="${n(len * 0.36)}" ${at}/>`;
  }
  return g(`<g fill="none" stroke="${main}" stroke-width="5">${flat}</g><g fill="${light}">${edge}</g>`, 0, 0, 1, rot);
}

/** Three stacked bracelets, one with a charm. */
export function bracelets(metals: readonly [Metal, Metal, Metal] = ['gold', 'roseGold', 'gold']): string {
  return (
    g(chainLoop(165, 62, metals[0]), 0, -80, 1, -6) +
    g(chainLoop(165, 62, metals[1]), 0, 0, 1, 2) +
    g(chainLoop(165, 62, metals[2]), 0, 80, 1, -3) +
    `<line x1="0" y1="142" x2="0" y2="160" stroke="${C.gold}" stroke-width="4"/>` +
    g(heart(C.rose), 0, 188, 0.65) +
    sparkle(180, -150, 24, C.gold) +
    sparkle(-185, 120, 16, C.roseSoft)
  );
}

/** A fine anklet with little dangles along its lower edge. */
export function anklet(): string {
  let dangles = '';
  [-60, -20, 20, 60].forEach((x, i) => {
    const y = 28 * Math.sqrt(1 - (x / 100) ** 2);
    dangles += `<line x1="${x}" y1="${n(y)}" x2="${x}" y2="${n(y + 22)}" stroke="${C.gold}" stroke-width="3"/>`;
    dangles += i % 2 ? g(gem(26, C.rose), x, y + 36) : g(star(13, C.gold), x, y + 34);
  });
  return (
    // A simple leg and foot in profile, so the chain reads as worn at the ankle.
    `<path d="M-70-260V40C-70 120-30 150 40 150H190C228 150 232 96 196 86L70 50V-260Z" fill="${C.blushDeep}"/>` +
    `<path d="M-44-260V30" stroke="${C.white}" stroke-width="14" stroke-linecap="round" opacity=".35"/>` +
    chainLoop(100, 28, 'gold', 20) +
    dangles +
    sparkle(185, -130, 24, C.gold) +
    sparkle(-180, -140, 16, C.roseSoft)
  );
}

/** A draped chain with three charms: heart, star and a gem-set disc. */
export function charms(): string {
  const chain = `<path d="M-210-120Q0 60 210-120" fill="none" stroke="${C.gold}" stroke-width="6" stroke-dasharray="14 6" stroke-linecap="round"/>`;
  const hang = (x: number, y: number, body: string) =>
    `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 40}" stroke="${C.gold}" stroke-width="4"/>` + g(body, x, y + 80);
  return (
    chain +
    hang(-110, -55, heart(C.rose, 0.9)) +
    hang(0, -30, `<circle r="42" fill="${C.gold}"/><circle r="30" fill="${C.goldLight}"/>` + gem(34)) +
    hang(110, -55, star(40, C.gold)) +
    sparkle(-180, 120, 20, C.roseSoft) +
    sparkle(185, 100, 24, C.gold)
  );
}

/** A permanent-jewelry party: bunting overhead and bracelets for everyone. */
export function jewelryParty(): string {
  const flags = [C.rose, C.gold, C.lilac, C.roseSoft, C.gold, C.rose, C.lilac];
  let bunting = `<path d="M-230-190Q0-90 230-190" fill="none" stroke="${C.plum}" stroke-width="4"/>`;
  flags.forEach((fill, i) => {
    const t = (i + 0.5) / flags.length;
    const x = -230 + 460 * t;
    const y = -190 + 2 * t * (1 - t) * 200;
    bunting += `<path d="M${n(x - 22)} ${n(y)}H${n(x + 22)}L${n(x)} ${n(y + 50)}Z" fill="${fill}"/>`;
  });
  return (
    bunting +
    g(chainLoop(95, 38, 'gold', 22), -120, 60, 1, -10) +
    g(chainLoop(95, 38, 'silver', 22), 0, 110, 1, 4) +
    g(chainLoop(95, 38, 'roseGold', 22), 120, 60, 1, 10) +
    sparkle(0, -10, 26, C.gold) +
    sparkle(-200, 170, 16, C.roseSoft) +
    sparkle(200, 180, 18, C.gold)
  );
}

/** A coil of chain in one metal, for the metal options. */
export function metalCoil(metal: Metal): string {
  return g(chainLoop(170, 70, metal, 34), 0, -40, 1, -8) + g(chainLoop(140, 55, metal, 28), 20, 60, 1, 6) + sparkle(150, -120, 26, C.white) + sparkle(-160, 110, 16, C.white, 0.8);
}

/** The mobile studio: a little van with a sparkle on its side. */
export function van(): string {
  return (
    `<rect x="-230" y="150" width="460" height="10" rx="5" fill="${C.plum}" opacity=".25"/>` +
    `<path d="M-200 130V-40a40 40 0 0 1 40-40H90c30 0 50 12 66 40l44 70v100Z" fill="${C.rose}"/>` +
    `<path d="M96-60h-40v80h120l-34-56c-10-16-24-24-46-24Z" fill="${C.blush}"/>` +
    `<rect x="-170" y="-60" width="190" height="80" rx="14" fill="${C.blush}"/>` +
    `<rect x="-200" y="70" width="400" height="14" fill="${C.gold}"/>` +
    g(sparkle(0, 0, 34, C.goldLight), -80, -20) +
    [-120, 120].map((x) => `<circle cx="${x}" cy="130" r="42" fill="${C.plumDeep}"/><circle cx="${x}" cy="130" r="18" fill="${C.goldLight}"/>`).join('') +
    `<rect x="186" y="40" width="20" height="24" rx="6" fill="${C.goldLight}"/>` +
    sparkle(180, -150, 24, C.gold) +
    sparkle(-200, -140, 16, C.roseSoft)
  );
}

/** Map pins on rolling hills: the towns we drive to. */
export function pins(): string {
  const pin = (x: number, y: number, fill: string, s: number) =>
    g(`<path d="M0 0C-40-50-50-70-50-95a50 50 0 0 1 100 0C50-70 40-50 0 0Z" fill="${fill}"/><circle cx="0" cy="-95" r="20" fill="${C.white}"/>`, x, y, s);
  return (
    `<path d="M-240 120C-140 60-60 100 20 80S160 30 240 70V240H-240Z" fill="${C.blushDeep}"/>` +
    `<path d="M-240 170C-120 130 0 170 120 140S220 130 240 140V240H-240Z" fill="${C.roseSoft}" opacity=".55"/>` +
    `<path d="M-170 150C-90 60 20 170 150 60" fill="none" stroke="${C.plum}" stroke-width="6" stroke-dasharray="4 16" stroke-linecap="round"/>` +
    pin(-170, 150, C.plum, 0.8) +
    pin(150, 60, C.gold, 0.9) +
    pin(-10, 95, C.rose, 1.2) +
    sparkle(190, -150, 24, C.gold) +
    sparkle(-190, -120, 16, C.roseSoft)
  );
}
