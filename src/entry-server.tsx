// Renders one route to HTML with its critical CSS; used by the prerender step of `npm run build`.
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { bundle } from './app/bundle.ts';
import { App } from './app/App.tsx';
import { isLazyBlock, preloadLazyBlocks } from './blocks/lazy-block.tsx';
import type { BlockType } from './blocks/schemas.ts';
import { routeBlockTypes } from './app/route-blocks.ts';
import { notFoundText } from './layout/messages.ts';

export interface Rendered {
  html: string;
  styles: string;
  title: string;
  description: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** Renders with every lazy block already loaded, so nothing suspends and the HTML is complete and visible. */
export async function render(url: string): Promise<Rendered> {
  await preloadLazyBlocks();
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App bundle={bundle} />
      </StaticRouter>
    </CacheProvider>,
    // Large Suspense boundaries would otherwise be sent hidden and revealed by a script; keep them inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const route = bundle.routes.find((r) => r.path === url);
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    title: route?.title ?? `${notFoundText.title} | ${bundle.site.business.name}`,
    description: route?.description ?? notFoundText.heading,
  };
}

export const routes = bundle.routes.map((r) => r.path);
export const siteUrl = bundle.site.siteUrl;

/** The block types on a route whose code loads separately: the build preloads their chunks in its HTML. */
export function lazyBlocksOf(url: string): BlockType[] {
  const route = bundle.routes.find((r) => r.path === url);
  return route ? [...new Set(routeBlockTypes(route, bundle.site))].filter(isLazyBlock) : [];
}
