// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import type { SiteContent } from '../../content/types.ts';
import { resolveBlock, type ResolvedOf } from '../resolve.ts';
import type { TownPage } from './areas.ts';
import { ServiceAreas } from './ServiceAreas.tsx';
import { serviceAreasBlock } from './schema.ts';

let content: SiteContent;
let towns: TownPage[];
beforeAll(async () => {
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error(`content invalid: ${result.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
  content = result.content;
  // Only the addresses matter where these are used (the config list ignores them).
  towns = content.routes.filter((r) => r.kind === 'town').map((r) => ({ name: r.path, county: '', path: r.path }));
});
afterEach(cleanup);

function show(source: 'config' | 'towns', opts: { site?: SiteConfig; towns?: TownPage[] } = {}) {
  const block = serviceAreasBlock.parse({ type: 'service-areas', heading: 'Areas We Serve', source });
  const resolved = resolveBlock(block, { site: opts.site ?? content.site, towns: opts.towns ?? towns }) as ResolvedOf<'service-areas'>;
  render(<ServiceAreas block={resolved} />);
  const region = screen.getByRole('region', { name: 'Areas We Serve' });
  const county = (name: string) => within(region).getByRole('region', { name: `${name} County` });
  return { region, county };
}

const townNames = (el: HTMLElement) => within(el).getAllByRole('listitem').map((li) => li.textContent);

describe('service areas from site.config.yaml (source: config)', () => {
  it('lists the towns of each county in the order of the config', () => {
    const { region, county } = show('config');
    for (const area of content.site.serviceAreas) {
      expect(townNames(county(area.county))).toEqual(area.towns.map((t) => t.name));
    }
    const headings = within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(content.site.serviceAreas.map((a) => `${a.county} County`));
  });

  it('links exactly the towns that have an href, and nothing else', () => {
    const { region } = show('config');
    const linked = content.site.serviceAreas.flatMap((a) => a.towns.filter((t) => t.href));
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(linked.map((t) => t.name));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(linked.map((t) => t.href));
  });
});

describe('service areas from the town pages (source: towns)', () => {
  const fixture: TownPage[] = [
    { name: 'Wolfe City', county: 'Hunt', path: '/towns/wolfe-city' },
    { name: 'Commerce', county: 'Hunt', path: '/towns/commerce' },
    { name: 'Emory', county: 'Rains', path: '/towns/emory' },
  ];

  it('links every town page, grouped by county and sorted by name', () => {
    const { region, county } = show('towns', { towns: fixture });
    expect(within(region).getAllByRole('link')).toHaveLength(fixture.length);
    expect(townNames(county('Hunt'))).toEqual(['Commerce', 'Wolfe City']);
    expect(within(county('Rains')).getByRole('link', { name: 'Emory' }).getAttribute('href')).toBe('/towns/emory');
    expect(within(region).queryByRole('region', { name: 'Hopkins County' })).toBeNull();
  });

  it('shows a newly added town without any other change', () => {
    const { county } = show('towns', { towns: [...fixture, { name: 'Lone Oak', county: 'Hunt', path: '/towns/lone-oak' }] });
    expect(within(county('Hunt')).getByRole('link', { name: 'Lone Oak' }).getAttribute('href')).toBe('/towns/lone-oak');
    const names = townNames(county('Hunt'));
    expect(names).toEqual([...names].sort());
  });

  it('takes the order of the counties from site.config.yaml', () => {
    const site = { ...content.site, serviceAreas: [...content.site.serviceAreas].reverse() };
    const { region } = show('towns', { site, towns: fixture });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Rains County', 'Hunt County']);
  });
});

it('the home page resolves the towns grid from every town file', () => {
  const home = content.routes.find((r) => r.path === '/');
  const grid = home?.regions.main.find((b) => b.type === 'service-areas' && b.source === 'towns');
  if (grid?.type !== 'service-areas') return; // the home page may list towns from the config instead
  const linked = grid.areas.flatMap((a) => a.towns.map((t) => t.href));
  expect(linked.sort()).toEqual(towns.map((t) => t.path).sort());
});
