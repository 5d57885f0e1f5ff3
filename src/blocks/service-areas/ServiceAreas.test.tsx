// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentProvider } from '../../app/content-context.tsx';
import { loadContent } from '../../content/load.ts';
import type { ContentBundle, RouteEntry } from '../../content/types.ts';
import { ServiceAreas } from './ServiceAreas.tsx';
import { serviceAreasBlock } from './schema.ts';

let bundle: ContentBundle;
beforeAll(async () => {
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error(`content invalid: ${result.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
  bundle = result.bundle;
});
afterEach(cleanup);

function show(source: 'config' | 'towns', content: ContentBundle = bundle) {
  const block = serviceAreasBlock.parse({ type: 'service-areas', heading: 'Areas We Serve', source });
  render(
    <ContentProvider bundle={content}>
      <MemoryRouter>
        <ServiceAreas block={block} />
      </MemoryRouter>
    </ContentProvider>,
  );
  const region = screen.getByRole('region', { name: 'Areas We Serve' });
  const county = (name: string) => within(region).getByRole('region', { name: `${name} County` });
  return { region, county };
}

const townNames = (el: HTMLElement) => within(el).getAllByRole('listitem').map((li) => li.textContent);

describe('service areas from site.config.yaml (source: config)', () => {
  it('lists 14 Hunt, 8 Hopkins and 3 Rains towns, in the order of the config', () => {
    const { region, county } = show('config');
    expect(within(county('Hunt')).getAllByRole('listitem')).toHaveLength(14);
    expect(within(county('Hopkins')).getAllByRole('listitem')).toHaveLength(8);
    expect(within(county('Rains')).getAllByRole('listitem')).toHaveLength(3);
    const headings = within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(bundle.site.serviceAreas.map((a) => `${a.county} County`));
    expect(townNames(county('Rains'))).toEqual(bundle.site.serviceAreas[2]?.towns.map((t) => t.name));
  });

  it('links exactly the seven towns that have a page, and nothing else', () => {
    const { region } = show('config');
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Greenville', 'Commerce', 'Caddo Mills', 'Sulphur Springs', 'Como', 'Emory', 'East Tawakoni']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(links.map((a) => `/towns/${a.textContent!.toLowerCase().replace(/ /g, '-')}`));
    expect(within(region).getByText('Quinlan').closest('a')).toBeNull();
  });
});

describe('service areas from the town pages (source: towns)', () => {
  const towns = () => bundle.routes.filter((r) => r.kind === 'town');

  it('links every town page, grouped by county and sorted by name', () => {
    const { region, county } = show('towns');
    expect(within(region).getAllByRole('link')).toHaveLength(towns().length);
    const hunt = towns().filter((r) => r.kind === 'town' && r.town.county === 'Hunt').map((r) => (r.kind === 'town' ? r.town.name : ''));
    expect(townNames(county('Hunt'))).toEqual([...hunt].sort());
    expect(within(county('Hopkins')).getByRole('link', { name: 'Sulphur Springs' }).getAttribute('href')).toBe('/towns/sulphur-springs');
  });

  it('shows a newly added town file without any other change', () => {
    const greenville = bundle.routes.find((r) => r.path === '/towns/greenville');
    if (greenville?.kind !== 'town') throw new Error('no Greenville page');
    const loneOak: RouteEntry = { ...greenville, path: '/towns/lone-oak', slug: 'lone-oak', town: { ...greenville.town, name: 'Lone Oak', county: 'Hunt' } };
    const { county } = show('towns', { ...bundle, routes: [...bundle.routes, loneOak] });
    const link = within(county('Hunt')).getByRole('link', { name: 'Lone Oak' });
    expect(link.getAttribute('href')).toBe('/towns/lone-oak');
    const names = townNames(county('Hunt'));
    expect(names).toEqual([...names].sort());
  });

  it('takes the order of the counties from site.config.yaml', () => {
    const site = { ...bundle.site, serviceAreas: [...bundle.site.serviceAreas].reverse() };
    const { region } = show('towns', { ...bundle, site });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Rains County', 'Hopkins County', 'Hunt County']);
  });
});
