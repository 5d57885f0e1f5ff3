// Puts a rendered page into the HTML template (index.html, as Vite built or transformed it).
import type { RenderedPage } from './entry-server.tsx';

export interface PageScripts {
  /** The island runtime's URL; loaded only by pages that have islands. */
  islands: string;
  /** For each island type, the URLs of the code it needs beyond the runtime (preloaded, no waterfall). */
  chunks: (type: string) => string[];
}

export function pageHtml(template: string, page: RenderedPage, scripts: PageScripts): string {
  const tags: string[] = [];
  if (page.islands.length > 0) {
    const preloads = new Set(page.islands.flatMap((type) => scripts.chunks(type)));
    for (const url of preloads) tags.push(`<link rel="modulepreload" crossorigin href="${url}" />`);
    tags.push(`<script type="module" src="${scripts.islands}"></script>`);
  }
  tags.push(page.head);
  return template.replace('<!--app-head-->', () => tags.join('\n    ')).replace('<!--app-html-->', () => page.body);
}
