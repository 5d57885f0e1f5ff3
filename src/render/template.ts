// The page template as the client build wrote it (dist/index.html), made ready for every page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svgDataUrl } from '../content/inline-art.ts';
import { afterPaintScript } from './after-paint.ts';

/**
 * The faces the first paint waits for (headings), preloaded with the page: their cut of common characters
 * (src/vite/heading-font-plugin.ts). The others come after it (src/layout/late-fonts.ts).
 */
const FIRST_FACES = ['playfair-display-latin-700-normal-common'];

/** A favicon up to this size is written into each page; a larger one stays a file. */
export const INLINE_ICON_MAX_BYTES = 1024;

/**
 * The page's icon, public/favicon.svg, as a data: URL in its <link>: a browser asks for the icon as soon as
 * the page has loaded, and on a connection that carries one request at a time (HTTP/1.1) that request would
 * sit before or behind the headings' face, the one request the largest paint waits for. Written into the
 * page, the icon needs none (a small drawing: about 150 bytes of the page's Brotli form).
 */
function inlineIcon(template: string, distDir: string): string {
  return template.replace(/<link rel="icon" href="\/favicon\.svg"([^>]*)>/, (link, rest: string) => {
    const file = join(distDir, 'favicon.svg');
    if (!existsSync(file)) return link;
    const svg = readFileSync(file);
    return svg.length > INLINE_ICON_MAX_BYTES ? link : `<link rel="icon" href="${svgDataUrl(svg.toString('utf8'))}"${rest}>`;
  });
}

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
  const lowScript = inlineIcon(template, distDir)
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
