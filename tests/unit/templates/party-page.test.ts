// @vitest-environment happy-dom
// The party template on the fixture content: prices and booking links follow the party file.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import type { Party } from '../../../src/schema/collection-schemas.ts';
import { partyPage } from '../../../src/site/party.ts';
import { fixtureContent, partyFile, show } from './render.ts';

async function renderParty(entry: Party, slug = 'bachelorette') {
  return show(partyPage(entry, (await fixtureContent()).site, slug));
}

const morePackages = (party: Party): Party => ({
  ...party,
  packages: [
    ...party.packages,
    { title: 'Glow Up Deluxe', description: 'Everything.', price: 'Starting at $1,250', features: ['All of it'] },
    { title: 'Mini Sparkle!', description: 'A little.', price: 'Starting at $45 per person', features: ['Gems'] },
  ],
});

describe('party page', () => {
  it('shows every package with its price, and perks, gallery and testimonials when there are some', async () => {
    const { site } = await fixtureContent();
    const party = morePackages(partyFile('bachelorette'));
    await renderParty({ ...party, testimonials: [{ quote: 'So fun.', name: 'Ava B.', location: 'Greenville, TX' }] });
    const t = site.templates.party;
    expect(screen.getAllByRole('link', { name: t.packageAction.label })).toHaveLength(party.packages.length);
    for (const p of party.packages) expect(screen.getByText(p.price)).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.perksHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.galleryHeading })).toBeTruthy();
    expect(document.querySelectorAll('#gallery img')).toHaveLength(party.galleryImages.length);
    expect(screen.getByRole('heading', { name: t.testimonialsHeading })).toBeTruthy();
    expect(document.querySelectorAll('blockquote')).toHaveLength(1);
  });

  it('books this party from every booking link, and "Book This Package" books the package too', async () => {
    const { site } = await fixtureContent();
    const t = site.templates.party;
    await renderParty(morePackages(partyFile('bachelorette')), 'bachelorette');
    const withChoice = (href: string, query: string) => {
      const hash = href.indexOf('#');
      return hash < 0 ? `${href}?${query}` : `${href.slice(0, hash)}?${query}${href.slice(hash)}`;
    };
    const packages = screen.getAllByRole('link', { name: t.packageAction.label }).map((a) => a.getAttribute('href'));
    expect(packages).toEqual([
      withChoice(t.packageAction.href, 'service=bachelorette&package=bride-tribe'),
      withChoice(t.packageAction.href, 'service=bachelorette&package=glow-up-deluxe'),
      withChoice(t.packageAction.href, 'service=bachelorette&package=mini-sparkle'),
    ]);
    expect(screen.getByRole('link', { name: t.heroAction.label }).getAttribute('href')).toBe(withChoice(t.heroAction.href, 'service=bachelorette'));
    expect(screen.getByRole('link', { name: t.closingAction.label }).getAttribute('href')).toBe(withChoice(t.closingAction.href, 'service=bachelorette'));
  });

  it('keeps the anchor of the booking link after the choices', async () => {
    const { site } = await fixtureContent();
    const anchored = { ...site, templates: { ...site.templates, party: { ...site.templates.party, heroAction: { label: 'Book it', href: '/contact#book' } } } };
    await show(partyPage(partyFile('bachelorette'), anchored, 'birthday'));
    expect(screen.getByRole('link', { name: 'Book it' }).getAttribute('href')).toBe('/contact?service=birthday#book');
  });

  it('hides the gallery and testimonials when their lists are empty', async () => {
    const { site } = await fixtureContent();
    await renderParty({ ...partyFile('bachelorette'), galleryImages: [], testimonials: [] });
    expect(screen.queryByRole('heading', { name: site.templates.party.galleryHeading })).toBeNull();
    expect(screen.queryByRole('heading', { name: site.templates.party.testimonialsHeading })).toBeNull();
    expect(screen.getByRole('heading', { name: site.templates.party.closingHeading })).toBeTruthy();
  });

  it('hides the perks section when there are no perks', async () => {
    const { site } = await fixtureContent();
    await renderParty({ ...partyFile('bachelorette'), perks: [] });
    expect(screen.queryByRole('heading', { name: site.templates.party.perksHeading })).toBeNull();
  });
});
