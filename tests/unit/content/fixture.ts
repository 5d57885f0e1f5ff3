// The fixture project's validated content, for tests of what content makes (lists, hubs, templates).
// Its path comes from the working directory: in a browser-like test environment modules have no file URL.
import { join } from 'node:path';
import { loadContent } from '../../../src/site/content.ts';
import type { SiteContent } from '../../../src/content/types.ts';

export const FIXTURE = join(process.cwd(), 'tests/fixtures/content/base');

let cached: Promise<SiteContent> | undefined;

export function fixtureContent(): Promise<SiteContent> {
  cached ??= loadContent(FIXTURE).then((result) => {
    if (!result.ok) throw new Error(`fixture invalid: ${result.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
    return result.content;
  });
  return cached;
}
