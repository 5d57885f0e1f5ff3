// Renders pages to HTML on the server: every block as static HTML, interactive blocks as islands (their
// HTML, plus their props serialized beside it for hydration), Emotion's critical CSS inline. An address is
// matched and its page loaded by React Router (routes.tsx), rendered without hydration: no router code
// reaches the browser.
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ComponentType, ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouter, StaticRouterProvider } from 'react-router-dom';
import { IslandSlot, type IslandRenderer } from '../islands/Island.tsx';
import { islandComponents, type IslandName } from './island-list.ts';
import { islandAttr, serializeProps } from '../islands/markup.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { jsonLd, type GraphNode } from '../schema/structured-data.ts';
import type { HeadTag, ImageSize, Route } from '../content/types.ts';
import { NotFound } from '../layout/NotFound.tsx';
import { notFoundText } from '../layout/messages.ts';
import { Shell } from '../layout/Shell.tsx';
import { collectingCache } from '../ui/emotion-cache.ts';
import { ImageSizes } from '../ui/image-sizes.ts';
import { isNotFound, Page, routeTable } from './routes.tsx';

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

/** Emotion's critical CSS of one render: global styles, and each class's rules by id, in insertion order. */
interface Critical {
  /** The ids of everything the render inserted, in order: two renders with the same key have the same CSS. */
  key: string;
  globals: Array<[string, string]>;
  rules: Array<[string, string]>;
}

/**
 * The styles a render used, read from its cache the way Emotion's own extractCritical does. Each render
 * has a cache of its own, so what it inserted is exactly what its HTML uses.
 */
function critical(cache: EmotionCache): Critical {
  const out: Critical = { key: Object.keys(cache.inserted).join(' '), globals: [], rules: [] };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`css-${id}`] === undefined) out.globals.push([id, rules]);
    else out.rules.push([id, rules]);
  }
  return out;
}

/**
 * The style tags of a page whose frame and content were rendered apart: each style once, globals first.
 * `adopt`: the page has islands, whose Emotion cache adopts these tags by the ids they list; a page without
 * islands runs no Emotion, so its tags carry no ids (about a fifth of a kilobyte a page, compressed).
 */
function styleTags(adopt: boolean, ...parts: Critical[]): string {
  const seen = new Set<string>();
  const once = (list: Array<[string, string]>) => list.filter(([id]) => !seen.has(id) && seen.add(id));
  const globals = parts.flatMap((p) => once(p.globals));
  const rules = parts.flatMap((p) => once(p.rules));
  // The same markup as Emotion's constructStyleTagsFromChunks: the island runtime's cache adopts these.
  if (!adopt) return `<style>${[...globals, ...rules].map(([, css]) => css).join('')}</style>`;
  return [
    ...globals.map(([id, css]) => `<style data-emotion="css-global ${id}">${css}</style>`),
    rules.length ? `<style data-emotion="css ${rules.map(([id]) => id).join(' ')}">${rules.map(([, css]) => css).join('')}</style>` : '',
  ].join('');
}

/**
 * Pages made from one template mostly use the same styles: their style tags are built once. The memo is
 * bounded, so pages whose styles all differ cost a little more and never hold much memory.
 */
function styleTagMemo(limit = 64): (frame: Critical, content: Critical, adopt: boolean) => string {
  const memo = new Map<string, string>();
  return (frame, content, adopt) => {
    const key = `${adopt}|${frame.key}|${content.key}`;
    let tags = memo.get(key);
    if (tags === undefined) {
      tags = styleTags(adopt, frame, content);
      if (memo.size >= limit) memo.delete(memo.keys().next().value!);
      memo.set(key, tags);
    }
    return tags;
  };
}

/** Whether `path` is the page an href leads to, as React Router's NavLink (with `end`) decides it. */
const isAt = (path: string, href: string): boolean => matchPath({ path: href.split(/[?#]/)[0] ?? '', end: true }, path) !== null;

/** Marks where a page's content goes in its cached frame; a private-use character React never escapes. */
const CONTENT = '\u{E000}content\u{E000}';

/**
 * A renderer for one site. The frame of a page (header, footer) differs only by which menu link is the
 * current page and whether it has the call-and-book bar, so it is rendered once per such variant and
 * reused: the cost of a page is its content.
 */
export function createRenderer(ctx: RenderContext) {
  const navHrefs = ctx.site.navigation.flatMap((item) => ('children' in item ? item.children.map((c) => c.href) : [item.href]));
  const frames = new Map<string, { before: string; after: string; styles: Critical }>();
  const pageStyles = styleTagMemo();

  // The call-and-book bar is left out on the page its "Book" leads to.
  const bookPage = ctx.site.quickActions.book.href;

  function frameFor(path: string) {
    // Pages whose address is no menu link share one frame: the menus' NavLinks mark nothing on them.
    const current = navHrefs.find((href) => isAt(path, href)) ?? '';
    const actionBar = !isAt(path, bookPage);
    const key = `${current} ${actionBar}`;
    let frame = frames.get(key);
    if (!frame) {
      const cache = collectingCache();
      const html = renderToString(
        <CacheProvider value={cache}>
          <StaticRouter location={path}>
            <Shell site={ctx.site} actionBar={actionBar}>
              {CONTENT}
            </Shell>
          </StaticRouter>
        </CacheProvider>,
        { identifierPrefix: 'f-' },
      );
      const [before = '', after = ''] = html.split(CONTENT);
      frame = { before, after, styles: critical(cache) };
      frames.set(key, frame);
    }
    return frame;
  }

  function render(page: { path: string; title: string; description: string; head: HeadTag[]; structuredData?: GraphNode[] }, content: ReactNode): RenderedPage {
    const cache = collectingCache();
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

    const main = renderToString(
      <CacheProvider value={cache}>
        <ImageSizes.Provider value={ctx.images}>
          <IslandSlot.Provider value={slot}>{content}</IslandSlot.Provider>
        </ImageSizes.Provider>
      </CacheProvider>,
      { identifierPrefix: 'm-' },
    );
    const frame = frameFor(page.path);
    const head = [
      `<title>${escapeHtml(page.title)}</title>`,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      ...page.head.map(tagHtml),
      ...(page.structuredData?.length ? [`<script type="application/ld+json">${jsonLd(page.structuredData)}</script>`] : []),
      pageStyles(frame.styles, critical(cache), islands.size > 0),
    ].join('\n    ');
    return { head, body: frame.before + main + frame.after, islands: [...islands] };
  }

  const notFoundPage = {
    path: '/404',
    title: `${notFoundText.title} | ${ctx.site.business.name}`,
    description: notFoundText.heading,
    head: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] satisfies HeadTag[],
  };

  return {
    /** A route's page as it is (the live pages fill a route in before it is rendered). */
    renderRoute: (route: Route): RenderedPage => render(route, <Page route={route} />),
    /**
     * A route's page to be looked at (the studio's preview): as renderRoute, without the structured data only
     * search engines read (on the home page, every town of the site).
     */
    renderToLook: (route: Route): RenderedPage => render({ path: route.path, title: route.title, description: route.description, head: route.head }, <Page route={route} />),
    renderNotFound: (): RenderedPage => render(notFoundPage, <NotFound />),
    /** Content rendered elsewhere (through the router) in the frame of `page`; undefined: the not-found page's. */
    renderIn: (page: Route | undefined, content: ReactNode): RenderedPage => render(page ?? notFoundPage, content),
  };
}

/** A page as React Router answers an address: the page rendered, and the status (404: not found). */
export interface AnsweredPage {
  status: number;
  page: RenderedPage;
}

/**
 * A renderer for one site's routes: an address is matched and loaded through React Router's static handler
 * (the route table of routes.tsx) and the page rendered through StaticRouterProvider, without hydration.
 */
export function createSiteRenderer(ctx: RenderContext & { routes: readonly Route[] }, { renderIn } = createRenderer(ctx)) {
  const handler = createStaticHandler(routeTable(ctx.routes));
  return async (path: string): Promise<AnsweredPage> => {
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`The route table answered ${path} with a redirect.`);
    const error = Object.values(context.errors ?? {})[0];
    if (error !== undefined && !isNotFound(error)) throw error instanceof Error ? error : new Error(`Rendering ${path} failed: ${String(error)}`);
    const leaf = context.matches.at(-1);
    const route = error === undefined && leaf ? (context.loaderData[leaf.route.id] as Route | undefined) : undefined;
    const content = <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />;
    return { status: context.statusCode, page: renderIn(route, content) };
  };
}

/** One page on its own (tests); a build renders through one createSiteRenderer. */
export function renderRoute(route: Route, ctx: RenderContext): RenderedPage {
  return createRenderer(ctx).renderRoute(route);
}
