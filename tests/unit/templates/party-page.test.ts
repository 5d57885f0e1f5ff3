// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import type { Party } from '../../../src/schema/collection-schemas.ts';
import { partyPage } from '../../../src/templates/party.ts';
import { partyFile, realContent, show } from './render.ts';

async function party(slug: string): Promise<Party> {
  return partyFile(slug);
}

async function renderParty(entry: Party) {
  await show(partyPage(entry, (await realContent()).site));
}

describe('party page', () => {
  it('shows packages with prices and booking links, perks, gallery and testimonials', async () => {
    await renderParty(await party('corporate'));
    expect(screen.getAllByRole('link', { name: 'Book This Package' })).toHaveLength(3);
    for (const price of ['$99', '$79', '$129']) expect(screen.getByText(new RegExp(`^Starting at \\${price}`))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Special Party Perks' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Party Gallery' })).toBeTruthy();
    expect(document.querySelectorAll('#gallery img')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'What Our Party Clients Say' })).toBeTruthy();
    expect(document.querySelectorAll('blockquote')).toHaveLength(2);
  });

  it('hides the gallery and testimonials when their lists are empty', async () => {
    await renderParty({ ...(await party('festival')), galleryImages: [], testimonials: [] });
    expect(screen.queryByRole('heading', { name: 'Our Party Gallery' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What Our Party Clients Say' })).toBeNull();
    expect(screen.getByRole('heading', { name: "Let's Plan Your Glam Party!" })).toBeTruthy();
  });

  it('hides the perks section when there are no perks', async () => {
    await renderParty({ ...(await party('birthday')), perks: [] });
    expect(screen.queryByRole('heading', { name: 'Special Party Perks' })).toBeNull();
  });
});
