// @vitest-environment happy-dom
// The parties hub on the fixture content: a card per party page with its starting price.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../content/types.ts';
import { fixtureContent } from '../../../tests/unit/content/fixture.ts';
import type { PartyListing } from '../../schema/listings.ts';
import { resolveBlock, type ResolvedOf } from '../resolve.ts';
import { startingPrice } from './party-cards.ts';
import { PartyDirectory } from './PartyDirectory.tsx';
import { partyDirectoryBlock } from './schema.ts';

let content: SiteContent;
beforeAll(async () => {
  content = await fixtureContent();
});
afterEach(cleanup);

const pkg = (price: string) => ({ title: `Package ${price}`, price });

describe('starting price', () => {
  it.each([
    [['Starting at $399', 'Starting at $299', 'Starting at $599'], 'Starting at $299'],
    [['Starting at $1,299', 'Starting at $999 per person'], 'Starting at $999 per person'],
    [['$49.50', '$49'], '$49'],
    [['Ask us', 'Call for a quote'], 'Ask us'],
  ])('of %j is %s', (prices, expected) => {
    expect(startingPrice(prices.map(pkg))).toBe(expected);
  });
});

function show(parties: readonly PartyListing[]) {
  const block = partyDirectoryBlock.parse({ type: 'party-directory', heading: 'Choose Your Party', linkLabel: 'See Packages' });
  render(<PartyDirectory block={resolveBlock(block, { site: content.site, towns: [], parties }) as ResolvedOf<'party-directory'>} />);
  return screen.getByRole('region', { name: 'Choose Your Party' });
}

it('shows every party page with its title, subtitle and starting price, linking to its page', () => {
  const [party] = content.listings.parties;
  if (!party) throw new Error('the fixture has a party');
  const region = show(content.listings.parties);
  const card = within(region).getByRole('heading', { level: 3, name: party.title }).closest('article') as HTMLElement;
  expect(within(card).getByText(party.subtitle)).toBeTruthy();
  expect(within(card).getByText(party.packages[0]!.price)).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'See Packages' }).getAttribute('href')).toBe(party.path);
});

it('follows a changed price and a new party', () => {
  const [party] = content.listings.parties;
  if (!party) throw new Error('the fixture has a party');
  const cheaper = { ...party, packages: [...party.packages, { title: 'Mini', price: 'Starting at $19' }] };
  const brunch: PartyListing = { ...party, slug: 'brunch', path: '/parties/brunch', title: 'Brunch Glam', packages: [pkg('Starting at $150')] };
  const region = show([cheaper, brunch]);
  expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([party.title, 'Brunch Glam']);
  expect(within(region).getByText('Starting at $19')).toBeTruthy();
  expect(within(region).getByText('Starting at $150')).toBeTruthy();
});
