// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { Town } from '../../../src/schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../../../src/schema/defaults.ts';
import { townPage } from '../../../src/templates/town.ts';
import { realContent, show, townFile } from './render.ts';

const cleanup = () => document.body.replaceChildren();

async function townNamed(name: string): Promise<Town> {
  return townFile(name.toLowerCase().replace(/\s+/g, '-'));
}

async function renderTown(town: Town) {
  await show(townPage(town, (await realContent()).site));
}

describe('town page', () => {
  it('shows the hero, welcome text and the sidebar boxes', async () => {
    await renderTown(await townNamed('Greenville'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Glow & Go Mobile Beauty in Greenville');
    expect(screen.getByText('Professional beauty services in Hunt County')).toBeTruthy();
    for (const h of ['Book Your Appointment', 'Town Info', 'Our Service Area', 'Local Attractions', 'Nearby Towns We Serve']) {
      expect(screen.getByRole('heading', { name: h })).toBeTruthy();
    }
    expect(screen.getByText('28,164')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: /See all the towns we serve/ }).getAttribute('href')).toBe('/contact#service-areas');
  });

  it('leaves out Town Info when the town has no population', async () => {
    const town = { ...(await townNamed('Greenville')), population: undefined };
    await renderTown(town);
    expect(screen.queryByRole('heading', { name: 'Town Info' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Book Your Appointment' })).toBeTruthy();
  });

  it('shows a service card only for each offered service', async () => {
    await renderTown(await townNamed('Emory'));
    const services = screen.getByRole('region', { name: 'Our Services in Emory' });
    const titles = within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Teeth Whitening', 'Tooth Gems', 'Permanent Jewelry']);
    cleanup();

    await renderTown(await townNamed('Point'));
    const point = screen.getByRole('region', { name: 'Our Services in Point' });
    expect(within(point).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Teeth Whitening']);
    expect(within(point).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/teeth-whitening');
  });

  it('links the parties card to the bachelorette page where parties are offered', async () => {
    await renderTown(await townNamed('Commerce'));
    const services = screen.getByRole('region', { name: 'Our Services in Commerce' });
    expect(within(services).getByRole('link', { name: 'See Party Packages' }).getAttribute('href')).toBe('/parties/bachelorette');
  });

  it('links neighbouring towns by slug and omits attractions and chips when empty', async () => {
    const base = await townNamed('Caddo Mills');
    await renderTown({ ...base, neighboringTowns: ['Sulphur Springs', 'West Tawakoni'] });
    const nearby = screen.getByRole('navigation', { name: 'Nearby Towns We Serve' });
    expect(within(nearby).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/towns/sulphur-springs', '/towns/west-tawakoni']);
    cleanup();

    await renderTown({ ...base, neighboringTowns: [], attractions: undefined });
    expect(screen.queryByRole('navigation', { name: 'Nearby Towns We Serve' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Local Attractions' })).toBeNull();
  });

  it('uses the default hero picture when the town sets none', async () => {
    const town = { ...(await townNamed('Greenville')), heroImage: undefined };
    await renderTown(town);
    const hero = document.querySelector('section img');
    expect(hero?.getAttribute('src')).toBe(DEFAULT_TOWN_HERO);
    expect(Number(hero?.getAttribute('width'))).toBeGreaterThan(0);
  });
});
