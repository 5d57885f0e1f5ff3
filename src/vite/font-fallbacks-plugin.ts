// Adds to src/fonts.css, at build and in `npm run dev`, the @font-face rules of the fallback families named
// in src/font-fallbacks.ts: a system font (`local()`, nothing is downloaded) with `size-adjust`,
// `ascent-override`, `descent-override` and `line-gap-override` computed by Capsize from the site's own font
// files and the system font's published metrics. Text drawn in the fallback then takes the room the web font
// will take, so nothing moves when the web font is swapped in (`font-display: swap`).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import type { Plugin } from 'vite';
import { FALLBACK_FONTS, fallbackFamily, type WebFamily } from '../font-fallbacks.ts';

interface Face {
  family: WebFamily;
  weight: number;
  style: 'normal' | 'italic';
  /** The face's file in its @fontsource package: its metrics are read from it. */
  pkg: string;
  file: string;
}

/**
 * Every face the site draws text in (src/fonts.css). Inter is served as one variable file; its weights'
 * widths are read from the static files of the same typeface.
 */
const FACES: Face[] = [
  ...[400, 600, 700].map((weight): Face => ({ family: 'Inter', weight, style: 'normal', pkg: '@fontsource/inter', file: `inter-latin-${weight}-normal.woff2` })),
  { family: 'Playfair Display', weight: 700, style: 'normal', pkg: '@fontsource/playfair-display', file: 'playfair-display-latin-700-normal.woff2' },
  { family: 'Playfair Display', weight: 400, style: 'italic', pkg: '@fontsource/playfair-display', file: 'playfair-display-latin-400-italic.woff2' },
];

/** Fonts with the same glyph widths as a system font, under other names (Linux, ChromeOS). */
const METRIC_TWINS: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Times New Roman': ['Liberation Serif', 'Tinos'],
};

const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));

/** The system font's published metrics for the face closest to `face` (a system font has regular and bold). */
async function systemMetrics(name: string, face: Face): Promise<FontMetrics> {
  const variant = `${face.weight >= 600 ? '700' : ''}${face.style === 'italic' ? 'italic' : ''}`;
  const mod = (await import(`@capsizecss/metrics/${name}${variant ? `/${variant}` : ''}`)) as { default: FontMetrics };
  return mod.default;
}

/** `local()` names of a system face: its full and PostScript names, and its metric twins' full names. */
function localNames(metrics: FontMetrics): string[] {
  const { familyName, fullName = familyName, postscriptName } = metrics;
  const twins = (METRIC_TWINS[familyName] ?? []).map((twin) => fullName.replace(familyName, twin));
  return [fullName, ...(postscriptName ? [postscriptName] : []), ...twins];
}

const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

async function fallbackRules(): Promise<string> {
  const rules: string[] = [];
  for (const face of FACES) {
    const metrics = await fromFile(join(packageDir(face.pkg), 'files', face.file));
    for (const name of FALLBACK_FONTS[face.family]) {
      const system = await systemMetrics(name, face);
      const [generated] = createFontStack([metrics, system], { fontFaceFormat: 'styleObject' }).fontFaces;
      if (!generated) throw new Error(`Capsize made no fallback face for ${face.family} from ${name}`);
      const { fontFamily: _family, src: _src, ...overrides } = generated['@font-face'];
      const declarations = {
        fontFamily: `"${fallbackFamily(face.family, name)}"`,
        src: localNames(system).map((n) => `local("${n}")`).join(', '),
        fontWeight: String(face.weight),
        fontStyle: face.style,
        ...overrides,
      };
      rules.push(`@font-face { ${Object.entries(declarations).map(([k, v]) => `${kebab(k)}: ${String(v)};`).join(' ')} }`);
    }
  }
  return rules.join('\n');
}

export function fontFallbacksPlugin(): Plugin {
  let rules: Promise<string> | undefined;
  return {
    name: 'font-fallbacks',
    // Before Vite's own CSS handling, so the added rules are minified with the rest.
    enforce: 'pre',
    async transform(code, id) {
      if (!id.split('?')[0]!.endsWith('/src/fonts.css')) return null;
      return { code: `${code}\n${await (rules ??= fallbackRules())}\n`, map: null };
    },
  };
}
