// The page template made ready at build: the icon written into the page, so the browser asks for nothing
// but the headings' face before the largest paint.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { INLINE_ICON_MAX_BYTES, prepareTemplate } from './template.ts';

const TEMPLATE = '<!doctype html><html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head><body></body></html>';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4a1d3f"/></svg>';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function distWith(icon?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'template-'));
  dirs.push(dir);
  if (icon !== undefined) writeFileSync(join(dir, 'favicon.svg'), icon);
  return dir;
}

const iconHref = (html: string) => /<link rel="icon" href="([^"]*)" type="image\/svg\+xml" \/>/.exec(html)?.[1];

it('writes a small icon into the page as a data: URL that draws the same picture', () => {
  const href = iconHref(prepareTemplate(TEMPLATE, distWith(ICON)));
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(ICON);
});

it('keeps the link to the file for an icon too large to repeat in every page, or none at all', () => {
  const large = ICON.replace('</svg>', `<!--${'x'.repeat(INLINE_ICON_MAX_BYTES)}--></svg>`);
  expect(iconHref(prepareTemplate(TEMPLATE, distWith(large)))).toBe('/favicon.svg');
  expect(iconHref(prepareTemplate(TEMPLATE, distWith()))).toBe('/favicon.svg');
});
