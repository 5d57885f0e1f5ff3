// The page template as the client build wrote it (dist/index.html), made ready for every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The faces of the text a visitor sees first (body text, menu and buttons, headings): fetched with the page. */
const FIRST_FACES = ['inter-latin-wght-normal', 'playfair-display-latin-700-normal'];

/**
 * The site stylesheet holds only the @font-face rules: it goes inline, so no request blocks the first
 * paint, and the faces seen first are preloaded, so they are there when the text is drawn.
 */
export function prepareTemplate(template: string, distDir: string): string {
  // The menu script is not needed to draw the page: it yields the network to the HTML, CSS and fonts.
  // (Vite rewrites the tag of index.html and leaves this attribute out, so it is added here.)
  const lowScript = template
    .replace(/<script type="module" crossorigin src="/, '<script type="module" crossorigin fetchpriority="low" src="')
    // The icons and manifest the build draws from public/favicon.svg (icons.mjs, site-files.ts).
    .replace(/(<link rel="icon"[^>]*>)/, '$1\n    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />\n    <link rel="manifest" href="/manifest.webmanifest" />');
  return lowScript.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_link, href: string) => {
    const css = readFileSync(join(distDir, href), 'utf8');
    const fonts = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]!);
    const preloads = fonts
      .filter((url) => FIRST_FACES.some((face) => url.includes(`/${face}-`)))
      .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}" />`);
    return [...preloads, `<style>${css}</style>`].join('\n    ');
  });
}
