// Renders template output the way the build does (validated, resolved, through the server renderer)
// into happy-dom's document, so tests query it like a visitor would see it. The content is the fixture
// project (tests/fixtures/content/base), so the tests do not follow the real site's prices or flags.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { blockSchema, type BlockInput } from '../../../src/blocks/schemas.ts';
import { resolveBlock } from '../../../src/blocks/resolve.ts';
import { partySchema, townSchema, type Party, type Town } from '../../../src/schema/collection-schemas.ts';
import type { Route } from '../../../src/content/types.ts';
import { mapRegions } from '../../../src/schema/page.ts';
import { socialImagePath } from '../../../src/schema/page-head.ts';
import type { TemplatePage } from '../../../src/content/template-page.ts';
import { renderRoute } from '../../../src/render/renderer.tsx';
import { FIXTURE, fixtureContent, siteFixtureContent } from '../content/fixture.ts';

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2026;

export { fixtureContent, siteFixtureContent };


const read = (file: string): unknown => parse(readFileSync(join(FIXTURE, file), 'utf8'));

export const townFile = (slug: string): Town => townSchema.parse(read(`pages/towns/${slug}.yaml`));
export const partyFile = (slug: string): Party => partySchema.parse(read(`pages/parties/${slug}.yaml`));

/** Validates and resolves a template's page like the content core, then renders it into the document. */
export async function show(made: TemplatePage): Promise<Route> {
  const content = await fixtureContent();
  const ctx = { site: content.site, ...content.listings };
  const blocks = (list: BlockInput[]) => list.map((b) => resolveBlock(blockSchema.parse(b), ctx));
  const route: Route = {
    path: '/test',
    file: 'test.yaml',
    kind: 'test',
    title: made.title,
    description: made.description,
    head: [],
    structuredData: [],
    preview: { src: socialImagePath('/test'), card: { eyebrow: content.site.business.name, title: made.title, site: 'test.example' } },
    regions: mapRegions(made.regions, blocks),
  };
  document.body.innerHTML = renderRoute(route, { site: content.site, images: content.images }).body;
  return route;
}
