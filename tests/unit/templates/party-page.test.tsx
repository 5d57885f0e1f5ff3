// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PartyPage } from '../../../src/templates/PartyPage.tsx';
import type { Party } from '../../../src/content/collection-schemas.ts';
import { realContent, renderWith } from './render.tsx';

afterEach(cleanup);

async function party(slug: string): Promise<Party> {
  const route = (await realContent()).routes.find((r) => r.kind === 'party' && r.slug === slug);
  if (route?.kind !== 'party') throw new Error(`no party ${slug}`);
  return route.party;
}

describe('party page', () => {
  it('shows packages with prices and booking links, perks, gallery and testimonials', async () => {
    renderWith(await realContent(), <PartyPage entity={await party('corporate')} />);
    expect(screen.getAllByRole('link', { name: 'Book This Package' })).toHaveLength(3);
    for (const price of ['$99', '$79', '$129']) expect(screen.getByText(new RegExp(`^Starting at \\${price}`))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Special Party Perks' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Party Gallery' })).toBeTruthy();
    expect(document.querySelectorAll('#gallery img')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'What Our Party Clients Say' })).toBeTruthy();
    expect(document.querySelectorAll('blockquote')).toHaveLength(2);
  });

  it('hides the gallery and testimonials when their lists are empty', async () => {
    renderWith(await realContent(), <PartyPage entity={{ ...(await party('festival')), galleryImages: [], testimonials: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Our Party Gallery' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What Our Party Clients Say' })).toBeNull();
    expect(screen.getByRole('heading', { name: "Let's Plan Your Glam Party!" })).toBeTruthy();
  });

  it('hides the perks section when there are no perks', async () => {
    renderWith(await realContent(), <PartyPage entity={{ ...(await party('birthday')), perks: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Special Party Perks' })).toBeNull();
  });
});
