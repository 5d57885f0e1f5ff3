// Generates the flat vector illustrations of the home, service and About pages.
//
//   npx tsx scripts/make-service-illustrations.ts
//
// Writes public/images/services/*.svg: 1600x900 heroes, 800x600 pictures for showcases, option cards,
// metals and before/after pairs, and 800x800 gallery squares. Deterministic (seeded by file name), only
// shapes and gradients: no text, fonts, bitmaps, scripts or external references.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { anklet, bracelets, charms, jewelryParty, metalCoil, pins, van } from './service-art/jewelry.ts';
import { BG, C, confetti, g, gem, isDark, linear, n, seeded, svg, type Bg } from './service-art/kit.ts';
import { calendar, kit, lamp, shine, smile, toothGem } from './service-art/motifs.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'services');

/** One motif on a soft disc, centred in a w x h frame (4:3 pictures and squares). */
function framed(name: string, motif: string, bg: Bg, w: number, h: number, { plain = false, zoom = 1.25 } = {}): string {
  const rng = seeded(name);
  const dark = isDark(bg);
  const cx = w / 2;
  const cy = h / 2;
  const r = h * 0.43;
  const scale = (h / 600) * zoom;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body += `<circle cx="${n(rng.range(60, 160))}" cy="${n(h - rng.range(60, 140))}" r="${n(rng.range(110, 170))}" fill="${C.white}" opacity=".1"/>`;
  if (!plain) {
    body += `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="${dark ? C.blush : C.white}" opacity="${dark ? 0.95 : 0.7}"/>`;
    body += `<circle cx="${cx}" cy="${cy}" r="${n(r + 20)}" fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    body += confetti(rng, w, h, 22, dark ? [C.goldLight, C.blushDeep, C.roseSoft] : [C.rose, C.gold, C.lilac, C.blushDeep], { x: cx, y: cy, r: r + 40 });
  }
  body += g(motif, cx, cy, scale);
  return svg(w, h, linear('bg', BG[bg]), body);
}

/** `zoom` sizes the motif: teeth are small and go larger, wide motifs (chains, kits) less. */
const picture = (name: string, motif: string, bg: Bg, zoom = 1.25, plain = false) => framed(name, motif, bg, 800, 600, { plain, zoom });
const square = (name: string, motif: string, bg: Bg) => framed(name, motif, bg, 800, 800, { zoom: 1.1 });

/** Wide banner: motifs on discs to the left and right, the middle kept calm for the page title. */
function hero(name: string, bg: Bg, items: [string, number, number, number][]): string {
  const rng = seeded(`${name}-hero`);
  let body =
    `<rect width="1600" height="900" fill="url(#bg)"/>` +
    `<circle cx="1450" cy="120" r="260" fill="${C.white}" opacity=".07"/><circle cx="120" cy="860" r="300" fill="${C.white}" opacity=".06"/>` +
    `<path d="M0 760C300 700 520 820 800 790S1300 700 1600 750V900H0Z" fill="${C.plumDeep}" opacity=".25"/>` +
    confetti(rng, 1600, 900, 40, [C.goldLight, C.blushDeep, C.roseSoft, C.gold]);
  for (const [motif, x, y, s] of items) body += `<circle cx="${x}" cy="${y}" r="${n(250 * s)}" fill="${C.blush}" opacity=".9"/>` + g(motif, x, y, s);
  return svg(1600, 900, linear('bg', BG[bg]), body);
}

const smileWithGem = smile(true, 1) + g(gem(30), -23, 0);

const files: Record<string, () => string> = {
  'home-hero': () => hero('home', 'plum', [[toothGem('crystal'), 300, 450, 1.05], [bracelets(), 1300, 430, 1], [shine(), 800, 790, 0.42]]),
  'teeth-whitening-hero': () => hero('whitening', 'plum', [[shine(), 300, 450, 1.05], [smile(true), 1300, 450, 0.95], [kit(), 800, 800, 0.4]]),
  'tooth-gems-hero': () => hero('gems', 'night', [[toothGem('multi'), 300, 440, 1.05], [toothGem('heart'), 1300, 450, 1], [gem(160), 800, 800, 0.6]]),
  'permanent-jewelry-hero': () => hero('jewelry', 'plum', [[bracelets(['gold', 'silver', 'roseGold']), 300, 440, 1], [charms(), 1300, 450, 1], [anklet(), 800, 800, 0.42]]),
  'about-hero': () => hero('about', 'rose', [[van(), 300, 450, 1], [pins(), 1300, 440, 1], [toothGem('crystal'), 800, 800, 0.4]]),

  'teeth-whitening': () => picture('teeth-whitening', shine(), 'blush'),
  'tooth-gems': () => picture('tooth-gems', toothGem('crystal'), 'champagne'),
  'permanent-jewelry': () => picture('permanent-jewelry', bracelets(), 'blush', 1.05),
  'teeth-whitening-intro': () => picture('teeth-whitening-intro', smile(true), 'champagne', 1.1),
  'tooth-gems-intro': () => picture('tooth-gems-intro', toothGem('multi'), 'plum'),
  'permanent-jewelry-intro': () => picture('permanent-jewelry-intro', bracelets(['silver', 'gold', 'roseGold']), 'champagne', 1.05),
  'about-story': () => picture('about-story', van(), 'champagne', 1.05),

  'whitening-professional': () => picture('whitening-professional', lamp(), 'blush', 1.1),
  'whitening-take-home': () => picture('whitening-take-home', kit(), 'champagne', 1.05),
  'whitening-maintenance': () => picture('whitening-maintenance', calendar(), 'blush', 1.05),
  'gems-crystals': () => picture('gems-crystals', toothGem('crystal'), 'blush'),
  'gems-metal-designs': () => picture('gems-metal-designs', toothGem('gold'), 'champagne'),
  'gems-multi-gem': () => picture('gems-multi-gem', toothGem('multi'), 'blush'),
  'gems-special': () => picture('gems-special', toothGem('flower'), 'champagne'),
  'jewelry-bracelets': () => picture('jewelry-bracelets', bracelets(), 'blush', 1.05),
  'jewelry-anklets': () => picture('jewelry-anklets', anklet(), 'champagne', 1.0),
  'jewelry-charms': () => picture('jewelry-charms', charms(), 'blush', 1.1),
  'jewelry-events': () => picture('jewelry-events', jewelryParty(), 'champagne', 1.05),
  'metal-gold-filled': () => picture('metal-gold-filled', metalCoil('gold'), 'champagne', 1.1),
  'metal-sterling-silver': () => picture('metal-sterling-silver', metalCoil('silver'), 'blush', 1.1),
  'metal-rose-gold': () => picture('metal-rose-gold', metalCoil('roseGold'), 'champagne', 1.1),

  // Before and after share a plain background so only the teeth change.
  'smile-before-1': () => picture('smile-1', smile(false, 0), 'blush', 1.2, true),
  'smile-after-1': () => picture('smile-1', smile(true, 0), 'blush', 1.2, true),
  'smile-before-2': () => picture('smile-2', smile(false, 1), 'champagne', 1.2, true),
  'smile-after-2': () => picture('smile-2', smile(true, 1), 'champagne', 1.2, true),

  'gems-gallery-1': () => square('gems-gallery-1', toothGem('crystal'), 'plum'),
  'gems-gallery-2': () => square('gems-gallery-2', toothGem('heart'), 'blush'),
  'gems-gallery-3': () => square('gems-gallery-3', toothGem('gold'), 'champagne'),
  'gems-gallery-4': () => square('gems-gallery-4', toothGem('multi'), 'night'),
  'gems-gallery-5': () => square('gems-gallery-5', toothGem('flower'), 'rose'),
  'gems-gallery-6': () => square('gems-gallery-6', smileWithGem, 'blush'),
};

mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(files)) {
  const content = draw();
  writeFileSync(join(outDir, `${name}.svg`), content);
  console.log(`public/images/services/${name}.svg`.padEnd(56), `${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
}
