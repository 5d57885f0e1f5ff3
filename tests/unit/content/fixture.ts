// The fixture project's validated content, for tests of what content makes (lists, hubs, templates).
// Its path comes from the working directory: in a browser-like test environment modules have no file URL.
import { join } from 'node:path';
import { loadContent } from '../../../src/site/content.ts';
import type { SiteContent } from '../../../src/content/types.ts';

export const FIXTURE = join(process.cwd(), 'tests/fixtures/content/base');
/** The complete fixture site (every page, block and island), which the browser tests build and serve. */
export const SITE_FIXTURE = join(process.cwd(), 'tests/fixtures/site');

const cached = new Map<string, Promise<SiteContent>>();

function load(root: string): Promise<SiteContent> {
  let content = cached.get(root);
  if (!content) {
    content = loadContent(root).then((result) => {
      if (!result.ok) throw new Error(`fixture invalid: ${result.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
      return result.content;
    });
    cached.set(root, content);
  }
  return content;
}

export const fixtureContent = (): Promise<SiteContent> => load(FIXTURE);
export const siteFixtureContent = (): Promise<SiteContent> => load(SITE_FIXTURE);
