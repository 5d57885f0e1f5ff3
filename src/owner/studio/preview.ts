// The page being edited, rendered by the site's own renderer (the one `npm run dev` and the build use),
// as a document for the studio's preview frames. It runs no script: the preview is the page's HTML and CSS.
import { createRenderer } from '../../render/renderer.tsx';
import { SITE_FILE } from '../../content/files.ts';
import type { SiteContent } from '../../content/types.ts';

// The build defines the footer's year through Vite; here the renderer runs from source, so it is set once.
const globals = globalThis as { __BUILD_YEAR__?: number };
globals.__BUILD_YEAR__ ??= new Date().getFullYear();

/** The route a file shows: its own page, or the home page for the site settings. */
export function routeOf(content: SiteContent, file: string) {
  return content.routes.find((r) => r.file === file) ?? (file === SITE_FILE ? content.routes.find((r) => r.path === '/') : undefined);
}

export function renderPreview(content: SiteContent, file: string): string | undefined {
  const route = routeOf(content, file);
  if (!route) return undefined;
  const page = createRenderer({ site: content.site, images: content.images }).renderToLook(route);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<link rel="stylesheet" href="/preview/fonts.css" />',
    page.head,
    '</head><body>',
    page.body,
    '</body></html>',
  ].join('\n');
}
