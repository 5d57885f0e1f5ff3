// The web fonts the first paint does not wait for: the page's script adds them once the largest paint is on
// screen (src/layout/late-fonts.ts, which imports each file's built address), `swap`, over fallbacks of the
// same metrics (src/font-fallbacks.ts). The faces the first paint waits for are in src/fonts.css. Plain data,
// so the studio's preview, which runs no script, can write them as @font-face rules.
export const LATE_FACES = {
  /** Inter, the body text, the menu and the buttons: one variable file for every weight the site uses. */
  inter: { family: 'Inter', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' },
  /** Playfair Display's italic: the quotes, further down the page. */
  italic: { family: 'Playfair Display', file: '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2', weight: '400', style: 'italic' },
} as const;

export type LateFace = keyof typeof LATE_FACES;

/** The faces as @font-face rules, each file at the address `urlOf` gives it. */
export const lateFontFaceCss = (urlOf: (file: string) => string): string =>
  Object.values(LATE_FACES)
    .map((f) => `@font-face { font-family: '${f.family}'; font-style: ${f.style}; font-weight: ${f.weight}; font-display: swap; src: url('${urlOf(f.file)}') format('woff2'); }`)
    .join('\n');
