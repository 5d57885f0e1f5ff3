// Renders template output the way the build does (validated, resolved, through the server renderer)
// into happy-dom's document, so tests query it like a visitor would see it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { blockSchema, type BlockInput } from '../../../src/blocks/schemas.ts';
import { resolveBlock } from '../../../src/blocks/resolve.ts';
import { partySchema, townSchema, type Party, type Town } from '../../../src/schema/collection-schemas.ts';
import { loadContent } from '../../../src/content/load.ts';
import type { Route, SiteContent } from '../../../src/content/types.ts';
import { mapRegions } from '../../../src/schema/page.ts';
import type { TemplatePage } from '../../../src/templates/types.ts';
import { renderRoute } from '../../../src/entry-server.tsx';

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2026;

let cached: SiteContent | undefined;

/** The real, validated content of this project. */
export async function realContent(): Promise<SiteContent> {
  if (cached) return cached;
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error(`content invalid: ${result.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
  cached = result.content;
  return cached;
}

const read = (file: string): unknown => parse(readFileSync(join(process.cwd(), file), 'utf8'));

export const townFile = (slug: string): Town => townSchema.parse(read(`pages/towns/${slug}.yaml`));
export const partyFile = (slug: string): Party => partySchema.parse(read(`pages/parties/${slug}.yaml`));

/** Validates and resolves a template's page like the content core, then renders it into the document. */
export async function show(made: TemplatePage): Promise<Route> {
  const content = await realContent();
  const ctx = { site: content.site, towns: [] };
  const blocks = (list: BlockInput[]) => list.map((b) => resolveBlock(blockSchema.parse(b), ctx));
  const route: Route = {
    path: '/test',
    file: 'test.yaml',
    kind: 'test',
    title: made.title,
    description: made.description,
    head: [],
    regions: mapRegions(made.regions, blocks),
  };
  document.body.innerHTML = renderRoute(route, { site: content.site, images: content.images }).body;
  return route;
}
