// @vitest-environment happy-dom
// The owner's promise: adding a town is adding one file, and other towns can name it as a neighbour
// (on a copy of the fixture site).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { loadContent } from '../../../src/site/content.ts';
import { renderRoute } from '../../../src/render/renderer.tsx';
import { fill } from '../../../src/schema/fill.ts';
import { SITE_FIXTURE } from '../content/fixture.ts';
import './render.ts';

const dir = mkdtempSync(join(tmpdir(), 'new-town-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a town file copied from another and renamed becomes a page that neighbours can link to', async () => {
  for (const part of ['site.config.yaml', 'pages', 'public']) cpSync(join(SITE_FIXTURE, part), join(dir, part), { recursive: true });
  const greenville = readFileSync(join(dir, 'pages/towns/greenville.yaml'), 'utf8');
  writeFileSync(join(dir, 'pages/towns/lone-oak.yaml'), greenville.replace(/^name: Greenville$/m, 'name: Lone Oak'));
  const caddo = join(dir, 'pages/towns/caddo-mills.yaml');
  writeFileSync(caddo, readFileSync(caddo, 'utf8').replace(/^neighboringTowns:\n/m, 'neighboringTowns:\n  - Lone Oak\n'));

  const result = await loadContent(dir);
  expect(result.ok ? [] : result.errors.map((e) => `${e.file}:${e.line} ${e.name}`)).toEqual([]);
  if (!result.ok) return;
  const { site, images, routes } = result.content;
  const route = routes.find((r) => r.path === '/towns/lone-oak');
  expect(route?.kind).toBe('town');
  if (!route) return;

  document.body.innerHTML = renderRoute(route, { site, images }).body;
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fill(site.templates.town.heroTitle, { business: site.business.name, town: 'Lone Oak' }));

  const caddoPage = routes.find((r) => r.path === '/towns/caddo-mills');
  if (!caddoPage) throw new Error('no Caddo Mills page');
  document.body.innerHTML = renderRoute(caddoPage, { site, images }).body;
  expect(screen.getByRole('link', { name: 'Lone Oak' }).getAttribute('href')).toBe('/towns/lone-oak');
});
