// The page template as the client build wrote it (dist/index.html), made ready for every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site stylesheet holds only the @font-face rules: it goes inline, so no request blocks the first
 * paint. The headings' face is asked for as soon as the first heading is styled, which with the styles in
 * the page is as soon as a preload would ask for it: a preload would only make it share the slow link
 * with the page itself. The other faces come after the first paint (src/layout/late-fonts.ts).
 */
export function prepareTemplate(template: string, distDir: string): string {
  // The menu script is not needed to draw the page: it yields the network to the HTML, CSS and fonts.
  // (Vite rewrites the tag of index.html and leaves this attribute out, so it is added here.)
  const lowScript = template
    .replace(/<script type="module" crossorigin src="/, '<script type="module" crossorigin fetchpriority="low" src="')
    // The icons the build draws from public/favicon.svg (icons.mjs, site-files.ts). The web app manifest, which
    // names more of them, is linked by the page's script once the page is drawn (src/layout/enhance.ts).
    .replace(/(<link rel="icon"[^>]*>)/, '$1\n    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  return lowScript.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_link, href: string) => {
    const css = readFileSync(join(distDir, href), 'utf8');
    return `<style>${css}</style>`;
  });
}
