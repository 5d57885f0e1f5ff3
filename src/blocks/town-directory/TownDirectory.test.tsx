// @vitest-environment happy-dom
// The towns hub on the fixture content: every town by county with the services its file says it gets.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { SiteContent } from '../../content/types.ts';
import { fixtureContent } from '../../../tests/unit/content/fixture.ts';
import type { TownListing } from '../../schema/listings.ts';
import { resolveBlock, type ResolvedOf } from '../resolve.ts';
import { townDirectoryBlock } from './schema.ts';
import { TownDirectory } from './TownDirectory.tsx';

let content: SiteContent;
beforeAll(async () => {
  content = await fixtureContent();
});
afterEach(cleanup);

function show(towns: readonly TownListing[] = content.listings.towns) {
  const block = townDirectoryBlock.parse({ type: 'town-directory', otherTownsLabel: 'We also travel to:', noServicesLabel: 'Ask us.' });
  render(<TownDirectory block={resolveBlock(block, { site: content.site, towns, parties: [] }) as ResolvedOf<'town-directory'>} />);
  return (county: string) => screen.getByRole('region', { name: `${county} County` });
}

const servicesOf = (county: HTMLElement, town: string) => {
  const card = within(county).getByRole('link', { name: town }).closest('article') as HTMLElement;
  return within(card).queryAllByRole('listitem').map((li) => li.textContent);
};

it('shows each county as a heading with its count, each town page with its services in the order of site.config.yaml', () => {
  const county = show();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hunt County', 'Hopkins County']);
  expect(within(county('Hunt')).getByText('3 towns')).toBeTruthy();
  expect(servicesOf(county('Hunt'), 'Commerce')).toEqual(['Teeth Whitening', 'Tooth Gems']);
  expect(servicesOf(county('Hunt'), 'Greenville')).toEqual(['Teeth Whitening', 'Tooth Gems', 'Permanent Jewelry', 'Glam Parties']);
  expect(within(county('Hunt')).getByRole('link', { name: 'Greenville' }).getAttribute('href')).toBe('/towns/greenville');
  expect(within(county('Hunt')).getByText(/We also travel to:/).parentElement?.textContent).toBe('We also travel to: Quinlan');
});

it('follows the town files: a switched flag, a new town, a town without services', () => {
  const towns: TownListing[] = [
    ...content.listings.towns.map((t) => (t.name === 'Commerce' ? { ...t, services: [...t.services, 'parties'] } : t)),
    { name: 'Quinlan', county: 'Hunt', services: [], path: '/towns/quinlan' },
  ];
  const county = show(towns);
  expect(servicesOf(county('Hunt'), 'Commerce')).toEqual(['Teeth Whitening', 'Tooth Gems', 'Glam Parties']);
  const quinlan = within(county('Hunt')).getByRole('link', { name: 'Quinlan' }).closest('article') as HTMLElement;
  expect(within(quinlan).getByText('Ask us.')).toBeTruthy();
  // Quinlan has a page now, so it is no longer among the towns without one.
  expect(within(county('Hunt')).queryByText(/We also travel to:/)).toBeNull();
});
