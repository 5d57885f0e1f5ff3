// The page template as the client build wrote it (dist/index.html), made ready for every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterPaintScript } from './after-paint.ts';

/**
 * The faces the first paint waits for (headings), preloaded with the page: their cut of common characters
 * (src/vite/heading-font-plugin.ts). The others come after it (src/layout/late-fonts.ts).
 */
const FIRST_FACES = ['playfair-display-latin-700-normal-common'];

/**
 * The site stylesheet holds only the @font-face rules: it goes inline, so no request blocks the first
 * paint, and the faces seen first are preloaded, so they are there when the text is drawn (a heading laid
 * out in its fallback could wrap otherwise than in its face, and move what follows when the face arrives).
 */
export function prepareTemplate(template: string, distDir: string): string {
  // The menu script is not needed to draw the page: it starts once the largest paint is on screen
  // (after-paint.ts), so the first paint waits for nothing but the HTML.
  // The icons the build draws from public/favicon.svg (icons.mjs, site-files.ts): the touch icon is at the
  // address iPhones ask for without a link (/apple-touch-icon.png), so no page carries one; the web app
  // manifest, which names the others, is linked by the page's script once the page is drawn (src/layout/enhance.ts).
  const lowScript = template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => afterPaintScript(src))
    // The template's own line breaks and indents, and those around the speculation rules, are bytes of every page.
    .replace(/(<script type="speculationrules">)\s*([\s\S]*?)\s*(<\/script>)/, '$1$2$3')
    .replace(/>\s*\n\s*</g, '><');
  return lowScript.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_link, href: string) => {
    const css = readFileSync(join(distDir, href), 'utf8');
    const preloads = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)]
      .map((m) => m[1]!)
      .filter((url) => FIRST_FACES.some((face) => url.includes(`/${face}-`)))
      .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}" />`);
    return [...preloads, `<style>${css}</style>`].join('\n    ');
  });
}
