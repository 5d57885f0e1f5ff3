// @vitest-environment happy-dom
// Booking a party from its page: the form offers the party types (the fixture's party pages) and
// `?service=<party>&package=<package>` chooses the party and its package in the package menu.
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureContent } from '../../../tests/unit/content/fixture.ts';
import type { PartyListing } from '../../schema/listings.ts';
import { slugify } from '../../schema/slug.ts';
import { block, renderForm, site } from '../../../tests/unit/blocks/contact-form-setup.tsx';
import { WAIT } from '../../../tests/support/wait.ts';

let parties: PartyListing[];
beforeAll(async () => {
  const [bachelorette] = (await fixtureContent()).listings.parties;
  if (!bachelorette) throw new Error('the fixture has a party page');
  // A second party type, so the form has a group of them.
  const brunch: PartyListing = {
    ...bachelorette, slug: 'brunch', path: '/parties/brunch', title: 'Brunch Glam',
    packages: [{ title: 'Mimosa & Gems', price: 'Starting at $150' }, { title: 'Bottomless Glow', price: 'Starting at $250 per person' }],
  };
  parties = [bachelorette, brunch];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mounted = () => act(async () => undefined);
const brunch = () => parties[1]!;

describe('party types in the booking form', () => {
  it('are offered under the name of the service whose page is their hub, after the other services', () => {
    const f = renderForm({ parties });
    const hub = site.services.find((s) => s.page === '/parties');
    if (!hub) throw new Error('site.config.yaml has a service whose page is /parties');
    const group = f.service.querySelector('optgroup');
    expect(group?.label).toBe(hub.name);
    expect(within(group as HTMLElement).getAllByRole('option').map((o) => o.textContent)).toEqual(parties.map((p) => p.title));
    const others = [...f.service.querySelectorAll(':scope > option')].map((o) => o.textContent);
    expect(others).toEqual([block.servicePlaceholder, ...site.services.filter((s) => s !== hub).map((s) => s.name)]);
  });
});

describe('?service=<party>&package=<package>', () => {
  it('chooses the party and its package in the package menu, which lists that party\'s packages with prices', async () => {
    const chosen = brunch().packages[1]!;
    const f = renderForm({ parties, url: `/contact?service=brunch&package=${slugify(chosen.title)}#book` });
    await mounted();
    expect(f.service.value).toBe('Brunch Glam');
    expect(f.package()?.value).toBe(chosen.title);
    expect([...f.package()!.options].map((o) => o.textContent)).toEqual([block.packagePlaceholder, ...brunch().packages.map((p) => `${p.title} (${p.price})`)]);
    expect(f.message.value).toBe('');
    expect(f.guests()).not.toBeNull();
    // A phone cuts a long choice in the closed select: the chosen package and its price are written in full under it.
    const note = document.getElementById(f.package()!.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(`${chosen.title}: ${chosen.price}`);
  });

  it('chooses the party alone when the package is unknown or missing', async () => {
    let f = renderForm({ parties, url: '/contact?service=brunch&package=no-such-package' });
    await mounted();
    expect([f.service.value, f.package()?.value]).toEqual(['Brunch Glam', '']);
    cleanup();
    f = renderForm({ parties, url: `/contact?service=${parties[0]!.slug}` });
    await mounted();
    expect([f.service.value, f.package()?.value]).toEqual([parties[0]!.title, '']);
  });

  it('chooses nothing for an unknown party, even with a known package name; no package menu for other services', async () => {
    const f = renderForm({ parties, url: '/contact?service=brunchh&package=mimosa-gems' });
    await mounted();
    expect(f.service.value).toBe('');
    expect(f.package()).toBeNull();
    await userEvent.setup({ delay: null }).selectOptions(f.service, site.services.find((s) => s.page !== '/parties')!.name);
    expect([f.package(), f.guests()]).toEqual([null, null]);
  });

  it('forgets the package when another party is chosen, since a package belongs to its party', async () => {
    const f = renderForm({ parties, url: '/contact?service=brunch&package=mimosa-gems' });
    await mounted();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(f.service, parties[0]!.title);
    expect([f.service.value, f.package()?.value]).toEqual([parties[0]!.title, '']);
    await user.selectOptions(f.package()!, parties[0]!.packages[0]!.title);
    expect(f.package()?.value).toBe(parties[0]!.packages[0]!.title);
  });

  it('sends the party and the package with the booking', async () => {
    const fetchSpy = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const f = renderForm({ parties, endpoint: 'https://booking.example/api', url: '/contact?service=brunch&package=mimosa-gems' });
    await mounted();
    const user = userEvent.setup({ delay: null });
    await user.type(f.name, 'Ava Brooks');
    await user.type(f.email, 'ava@example.com');
    await user.type(f.guests()!, '12');
    await user.type(f.phone, '903-555-0123');
    await act(async () => {
      fireEvent.click(f.button);
    });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1), WAIT);
    const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body)) as Record<string, string>;
    expect(body).toMatchObject({ service: 'Brunch Glam', package: 'Mimosa & Gems', guests: '12', phone: '903-555-0123', message: '' });
  });
});
