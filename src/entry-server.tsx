// Renders one route to HTML on the server: every block as static HTML, interactive blocks as islands
// (their HTML, plus their props serialized beside it for hydration), Emotion's critical CSS inline.
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType, ReactNode } from 'react';
import { IslandSlot, type IslandRenderer } from './blocks/island.tsx';
import { islandComponents } from './blocks/island-components.ts';
import { islandAttr, serializeProps, type IslandName } from './blocks/islands.ts';
import type { SiteConfig } from './content/site-schema.ts';
import type { HeadTag, ImageSize, Route } from './content/types.ts';
import { NotFound } from './layout/NotFound.tsx';
import { notFoundText } from './layout/messages.ts';
import { RegionsView } from './layout/Regions.tsx';
import { Shell } from './layout/Shell.tsx';
import { ImageSizes } from './ui/image-sizes.ts';

export interface RenderContext {
  site: SiteConfig;
  images: Record<string, ImageSize>;
}

export interface RenderedPage {
  /** Title, description, other head tags and the critical CSS. */
  head: string;
  body: string;
  /** The islands on the page: the page loads the island runtime and their chunks only if there are any. */
  islands: IslandName[];
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const tagHtml = ({ tag, attrs }: HeadTag): string =>
  `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${escapeHtml(v)}"`).join(' ')} />`;

function render(page: { path: string; title: string; description: string; head: HeadTag[] }, content: ReactNode, ctx: RenderContext): RenderedPage {
  const cache = createCache({ key: 'css' });
  // Before anything renders: puts the cache in the mode where styles are collected, not inlined.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const islands = new Set<IslandName>();
  let count = 0;

  // Each island is rendered as its own root, exactly as the client will hydrate it (same ids).
  const slot: IslandRenderer = (name, props) => {
    islands.add(name);
    const prefix = `i${count++}-`;
    // The name picks the component whose props these are (checked where <Island> is written).
    const Component = islandComponents[name] as ComponentType<object>;
    const html = renderToString(
      <CacheProvider value={cache}>
        <Component {...props} />
      </CacheProvider>,
      { identifierPrefix: prefix },
    );
    return (
      <>
        <div {...{ [islandAttr.name]: name, [islandAttr.prefix]: prefix }} dangerouslySetInnerHTML={{ __html: html }} />
        <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      </>
    );
  };

  const body = renderToString(
    <CacheProvider value={cache}>
      <ImageSizes.Provider value={ctx.images}>
        <IslandSlot.Provider value={slot}>
          <Shell site={ctx.site} path={page.path}>
            {content}
          </Shell>
        </IslandSlot.Provider>
      </ImageSizes.Provider>
    </CacheProvider>,
  );
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...page.head.map(tagHtml),
    constructStyleTagsFromChunks(extractCriticalToChunks(body)),
  ].join('\n    ');
  return { head, body, islands: [...islands] };
}

export function renderRoute(route: Route, ctx: RenderContext): RenderedPage {
  return render(route, <RegionsView regions={route.regions} />, ctx);
}

export function renderNotFound(ctx: RenderContext): RenderedPage {
  const page = {
    path: '/404',
    title: `${notFoundText.title} | ${ctx.site.business.name}`,
    description: notFoundText.heading,
    head: [{ tag: 'meta' as const, attrs: { name: 'robots', content: 'noindex' } }],
  };
  return render(page, <NotFound />, ctx);
}
