// @vitest-environment happy-dom
// The lists of towns, on the fixture content: computed from the town pages and site.config.yaml `counties`.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../content/types.ts';
import { fixtureContent } from '../../../tests/unit/content/fixture.ts';
import type { TownListing } from '../../schema/listings.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { resolveBlock, type ResolvedOf } from '../resolve.ts';
import { ServiceAreas } from './ServiceAreas.tsx';
import { serviceAreasBlock } from './schema.ts';

let content: SiteContent;
beforeAll(async () => {
  content = await fixtureContent();
});
afterEach(cleanup);

function show(opts: { service?: string; site?: SiteConfig; towns?: readonly TownListing[] } = {}) {
  const block = serviceAreasBlock.parse({ type: 'service-areas', heading: 'Areas We Serve', service: opts.service });
  const ctx = { site: opts.site ?? content.site, towns: opts.towns ?? content.listings.towns, parties: [] };
  render(<ServiceAreas block={resolveBlock(block, ctx) as ResolvedOf<'service-areas'>} />);
  const region = screen.getByRole('region', { name: 'Areas We Serve' });
  const county = (name: string) => within(region).getByRole('region', { name: `${name} County` });
  return { region, county };
}

const names = (el: HTMLElement) => within(el).getAllByRole('listitem').map((li) => li.textContent);
const links = (el: HTMLElement) => within(el).queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('every town (no service named)', () => {
  it('lists the counties of site.config.yaml in order, town pages as links and the other towns by name, sorted', () => {
    const { region, county } = show();
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hunt County', 'Hopkins County']);
    expect(names(county('Hunt'))).toEqual(['Commerce', 'Greenville', 'Quinlan']);
    expect(links(county('Hunt'))).toEqual([['Commerce', '/towns/commerce'], ['Greenville', '/towns/greenville']]);
    expect(within(county('Hunt')).getByText('3 towns')).toBeTruthy();
    expect(links(county('Hopkins'))).toEqual([['Sulphur Springs', '/towns/sulphur-springs']]);
    expect(within(county('Hopkins')).getByText('1 town')).toBeTruthy();
  });

  it('links a new town page at once, and names a town that got its page only once, as a link', () => {
    const quinlan: TownListing = { name: 'Quinlan', county: 'Hunt', services: ['teethWhitening'], path: '/towns/quinlan' };
    const { county } = show({ towns: [...content.listings.towns, quinlan] });
    expect(names(county('Hunt'))).toEqual(['Commerce', 'Greenville', 'Quinlan']);
    expect(within(county('Hunt')).getByRole('link', { name: 'Quinlan' }).getAttribute('href')).toBe('/towns/quinlan');
  });

  it('shows a new county with its town, and leaves out a county with none', () => {
    const site = { ...content.site, counties: [...content.site.counties, { name: 'Van Zandt', otherTowns: [] }, { name: 'Wood', otherTowns: [] }] };
    const canton: TownListing = { name: 'Canton', county: 'Van Zandt', services: [], path: '/towns/canton' };
    const { region, county } = show({ site, towns: [...content.listings.towns, canton] });
    expect(links(county('Van Zandt'))).toEqual([['Canton', '/towns/canton']]);
    expect(within(region).queryByRole('region', { name: 'Wood County' })).toBeNull();
  });
});

describe('one service', () => {
  it('lists only the town pages whose file says they get it, and no town without a page', () => {
    const { county } = show({ service: 'permanentJewelry' });
    // Commerce's file says permanentJewelry: false; Quinlan has no page, so nothing is known of it.
    expect(names(county('Hunt'))).toEqual(['Greenville']);
    expect(within(county('Hunt')).getByText('1 town')).toBeTruthy();
    expect(names(county('Hopkins'))).toEqual(['Sulphur Springs']);
  });

  it('follows a switched flag', () => {
    const towns = content.listings.towns.map((t) => (t.name === 'Greenville' ? { ...t, services: t.services.filter((s) => s !== 'permanentJewelry') } : t));
    const { region } = show({ service: 'permanentJewelry', towns });
    expect(within(region).queryByRole('region', { name: 'Hunt County' })).toBeNull();
    expect(within(region).getAllByRole('link').map((a) => a.textContent)).toEqual(['Sulphur Springs']);
  });
});
