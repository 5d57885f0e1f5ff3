// The system fonts that draw the site's text until its own typefaces arrive, in the order the browser
// tries them: Arial and Times New Roman (Windows, macOS, iOS; Linux has their metric twins), Roboto and
// Noto Serif (Android). Each becomes a family of its own, scaled to the typeface it stands in for
// (src/vite/font-fallbacks-plugin.ts computes the scale and the line metrics from the font files), so the
// text takes the same room before and after the swap. The keys are @capsizecss/metrics' font names.
export const FALLBACK_FONTS = {
  Inter: ['arial', 'roboto'],
  'Playfair Display': ['timesNewRoman', 'notoSerif'],
} as const satisfies Record<string, readonly string[]>;

export type WebFamily = keyof typeof FALLBACK_FONTS;

export const fallbackFamily = (family: WebFamily, metrics: string): string => `${family} Fallback ${metrics}`;

/** A CSS font-family list: the web font, its metric-matched stand-ins, then the generic stack. */
export const fontStack = (family: WebFamily, rest: string): string =>
  [family, ...FALLBACK_FONTS[family].map((m) => fallbackFamily(family, m))].map((f) => `'${f}'`).join(', ') + `, ${rest}`;
