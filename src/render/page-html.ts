// Puts a rendered page into the HTML template (index.html, as Vite built or transformed it).
import type { RenderedPage } from './renderer.tsx';
import { afterPaintIslands } from './after-paint.ts';

export interface PageScripts {
  /** The island runtime's URL; loaded only by pages that have islands. */
  islands: string;
  /** For each island, the URLs of all the code it needs (the runtime fetches them together). */
  chunks: (island: string) => string[];
}

export function pageHtml(template: string, page: RenderedPage, scripts: PageScripts): string {
  const tags: string[] = [];
  if (page.islands.length > 0) {
    // Only the island runtime's small entry is in the page. Once the page has loaded it fetches, all at
    // once, the code listed here, so none of it competes with the page's HTML, CSS and fonts for the
    // network or the processor while the page is drawn (see src/islands/start.ts).
    const code = [...new Set(page.islands.flatMap((island) => scripts.chunks(island)))];
    // The built template starts its scripts after the largest paint (after-paint.ts); the dev server's, at once.
    tags.push(template.includes('data-after-paint=') ? afterPaintIslands(scripts.islands, code) : `<script type="module" src="${scripts.islands}" data-island-code="${code.join(' ')}"></script>`);
  }
  tags.push(page.head);
  return template.replace('<!--app-head-->', () => tags.join('\n    ')).replace('<!--app-html-->', () => page.body);
}
