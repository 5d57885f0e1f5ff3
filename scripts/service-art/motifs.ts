// Motifs for the service illustrations. Each is drawn around (0,0) and fits roughly a 460-unit square.
import { C, g, gem, heart, n, sparkle, star } from './kit.ts';

const TOOTH =
  'M-70-110C-110-110-120-60-105-20C-95 15-80 30-72 70C-66 110-58 135-40 135C-22 135-20 100-14 65C-10 40 10 40 14 65C20 100 22 135 40 135C58 135 66 110 72 70C80 30 95 15 105-20C120-60 110-110 70-110C40-110 25-95 0-95C-25-95-40-110-70-110Z';

export function tooth(decoration = ''): string {
  return (
    `<path d="${TOOTH}" fill="${C.white}" stroke="${C.blushDeep}" stroke-width="6"/>` +
    `<path d="M-78-88C-98-80-100-48-90-22" fill="none" stroke="${C.blush}" stroke-width="14" stroke-linecap="round"/>` +
    decoration
  );
}

export type GemStyle = 'crystal' | 'gold' | 'multi' | 'flower' | 'heart';

/** A tooth wearing a gem (or a few), placed where a real one sits: the upper front of the tooth. */
export function toothGem(style: GemStyle): string {
  const decorations: Record<GemStyle, string> = {
    crystal: g(gem(64), 35, -40) + sparkle(58, -70, 10, C.white),
    gold: g(star(30, C.gold), 40, -48) + g(heart(C.gold), -30, -20, 0.45) + `<circle cx="36" cy="-54" r="4" fill="${C.white}"/>`,
    multi: g(gem(44, C.rose), -30, -50) + g(gem(34, C.lilac, C.blush), 32, -60) + g(gem(30, C.gold, C.goldLight), 40, -12),
    flower: [0, 72, 144, 216, 288].map((a) => g(`<circle r="13" fill="${C.roseSoft}"/>`, 20 + Math.cos((a * Math.PI) / 180) * 22, -40 + Math.sin((a * Math.PI) / 180) * 22)).join('') +
      `<circle cx="20" cy="-40" r="13" fill="${C.gold}"/><circle cx="16" cy="-44" r="4" fill="${C.white}"/>`,
    heart: g(heart(C.rose), 32, -42, 0.7) + `<circle cx="20" cy="-54" r="5" fill="${C.white}" opacity=".7"/>`,
  };
  return tooth(decorations[style]) + sparkle(150, -120, 26, C.gold) + sparkle(-150, 40, 18, C.rose) + sparkle(125, 95, 12, C.roseSoft);
}

/** A gleaming tooth with light rays: whitening. */
export function shine(): string {
  return (
    tooth() +
    `<path d="M-150-150-110-120M150-150 110-120M0-195V-150M-185-40H-140M185-40H140" stroke="${C.gold}" stroke-width="10" stroke-linecap="round"/>` +
    sparkle(40, -45, 30, C.goldLight) +
    sparkle(165, 40, 22, C.gold) +
    sparkle(-165, 60, 16, C.roseSoft)
  );
}

/** Lips around a row of teeth; `bright` is the after picture. Variant 1 is a wider, fuller smile. */
export function smile(bright: boolean, variant: 0 | 1 = 0): string {
  const w = variant ? 215 : 195;
  const drop = variant ? 140 : 128;
  // The mouth runs a little past the inner edges of the lips, so no background shows between them.
  const mouth = `M${-w - 18} -20Q0 -62 ${w + 18} -20Q${n(w * 0.6)} ${drop} 0 ${drop + 8}Q${n(-w * 0.6)} ${drop} ${-w - 18} -20Z`;
  const teeth = bright ? C.white : C.ivoryDull;
  const gaps = bright ? C.blushDeep : C.ivoryShade;
  const lip = variant ? C.roseSoft : C.rose;
  let upper = '';
  for (let i = -4; i < 4; i++) {
    const x = i * 46;
    const h = 58 + (Math.abs(i + 0.5) < 1 ? 14 : 0) - Math.abs(i + 0.5) * 3;
    upper += `<rect x="${x + 2}" y="-70" width="42" height="${n(70 + h)}" rx="14" fill="${teeth}" stroke="${gaps}" stroke-width="3"/>`;
  }
  let lower = '';
  for (let i = -3; i < 3; i++) lower += `<rect x="${i * 40 + 3}" y="${drop - 48}" width="36" height="70" rx="12" fill="${teeth}" stroke="${gaps}" stroke-width="3"/>`;
  const clipId = `mouth${variant}${bright ? 'b' : 'd'}`;
  return (
    `<clipPath id="${clipId}"><path d="${mouth}"/></clipPath>` +
    `<path d="${mouth}" fill="${C.plumDeep}"/>` +
    `<g clip-path="url(#${clipId})"><ellipse cx="0" cy="${drop - 10}" rx="${n(w * 0.55)}" ry="40" fill="${C.roseSoft}" opacity=".6"/>${lower}${upper}</g>` +
    // upper lip with a cupid's bow, lower lip as a full curve
    `<path d="M${-w - 25} -14C${n(-w * 0.7)} -120 -70 -112 0 -78C70 -112 ${n(w * 0.7)} -120 ${w + 25} -14Q0 -54 ${-w - 25} -14Z" fill="${lip}"/>` +
    `<path d="M${-w - 25} -22Q${n(-w * 0.55)} ${drop + 80} 0 ${drop + 72}Q${n(w * 0.55)} ${drop + 80} ${w + 25} -22Q${n(w * 0.6)} ${drop - 4} 0 ${drop + 4}Q${n(-w * 0.6)} ${drop - 4} ${-w - 25} -22Z" fill="${lip}"/>` +
    `<path d="M-70 ${drop + 44}Q0 ${drop + 58} 70 ${drop + 44}" fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round" opacity=".35"/>` +
    (bright ? sparkle(-62, 12, 16, C.goldLight) + sparkle(150, -120, 26, C.gold) + sparkle(-190, -120, 16, C.goldLight) + sparkle(200, 130, 14, C.gold) : '')
  );
}

/** Professional whitening: a tooth under a curved light, glowing. */
export function lamp(): string {
  return (
    `<path d="M-150-120A170 170 0 0 1 150-120" fill="none" stroke="${C.plum}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M-150-120A170 170 0 0 1 150-120" fill="none" stroke="${C.goldLight}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 26"/>` +
    `<path d="M-110-95-70-70M110-95 70-70M0-150V-112" stroke="${C.gold}" stroke-width="8" stroke-linecap="round"/>` +
    g(tooth(), 0, 40, 0.85) +
    sparkle(60, -10, 22, C.goldLight) +
    sparkle(-175, 110, 16, C.roseSoft) +
    sparkle(180, 90, 20, C.gold)
  );
}

/** Take-home kit: an open box holding a tray and two gel pens. */
export function kit(): string {
  const pen = (x: number, rot: number) =>
    g(`<rect x="-14" y="-110" width="28" height="170" rx="12" fill="${C.white}" stroke="${C.blushDeep}" stroke-width="4"/><rect x="-14" y="-110" width="28" height="50" rx="12" fill="${C.gold}"/>`, x, -10, 1, rot);
  return (
    pen(-40, -14) +
    pen(20, 10) +
    `<path d="M-190 0H190L170 150H-170Z" fill="${C.rose}"/>` +
    `<path d="M-190 0H190L205-40H-175Z" fill="${C.roseSoft}"/>` +
    `<rect x="-190" y="0" width="380" height="16" fill="${C.plum}" opacity=".2"/>` +
    `<path d="M-110 60C-110 130 110 130 110 60" fill="none" stroke="${C.white}" stroke-width="26" stroke-linecap="round"/>` +
    g(heart(C.gold), 140, 90, 0.5) +
    sparkle(150, -150, 24, C.gold) +
    sparkle(-170, -110, 16, C.roseSoft)
  );
}

/** Maintenance: a calendar page with a heart on the chosen day. */
export function calendar(): string {
  let cells = '';
  for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) {
    if (r === 1 && c === 3) continue;
    cells += `M${-140 + c * 58} ${-10 + r * 52}h40v34h-40Z`;
  }
  return (
    `<rect x="-170" y="-140" width="340" height="300" rx="24" fill="${C.white}" stroke="${C.blushDeep}" stroke-width="6"/>` +
    `<path d="M-170-116a24 24 0 0 1 24-24h292a24 24 0 0 1 24 24v66h-340Z" fill="${C.rose}"/>` +
    `<rect x="-110" y="-170" width="20" height="56" rx="10" fill="${C.plum}"/><rect x="90" y="-170" width="20" height="56" rx="10" fill="${C.plum}"/>` +
    `<path d="${cells}" fill="${C.blush}"/>` +
    g(heart(C.rose), 54, 60, 0.55) +
    `<path d="M120 150a70 70 0 1 0-10-90" fill="none" stroke="${C.gold}" stroke-width="12" stroke-linecap="round"/><path d="M96 44l16 22 22-16" fill="none" stroke="${C.gold}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(-185, 150, 18, C.gold) +
    sparkle(190, -150, 22, C.roseSoft)
  );
}
