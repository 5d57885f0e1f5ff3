// @vitest-environment happy-dom
// The town template on the fixture content: what it shows follows the town file and site.config.yaml.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { Town } from '../../../src/schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../../../src/schema/defaults.ts';
import { fill } from '../../../src/schema/fill.ts';
import { TITLE_MAX } from '../../../src/schema/page-head.ts';
import { townPage } from '../../../src/site/town.ts';
import { driveFrom, SAME_TOWN_MILES } from '../../../src/schema/distance.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { townSchema } from '../../../src/schema/collection-schemas.ts';
import { SITE_FIXTURE } from '../content/fixture.ts';
import { fixtureContent, show, siteFixtureContent, townFile } from './render.ts';

const cleanup = () => document.body.replaceChildren();

async function renderTown(town: Town) {
  const { site } = await fixtureContent();
  return show(townPage(town, site));
}

const offering = (town: Town, keys: string[]): Town => ({ ...town, services: Object.fromEntries(keys.map((k) => [k, true])) });

describe('town page', () => {
  it('shows the hero, welcome text and the sidebar boxes', async () => {
    const { site } = await fixtureContent();
    const town = townFile('greenville');
    await renderTown(town);
    const t = site.templates.town;
    const words = { town: town.name, county: town.county, business: site.business.name };
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fill(t.heroTitle, words));
    expect(screen.getByText(fill(t.heroSubtitle, words))).toBeTruthy();
    for (const h of [t.bookHeading, t.infoHeading, t.areaHeading, t.attractionsHeading, t.nearbyHeading]) {
      expect(screen.getByRole('heading', { name: fill(h, words) })).toBeTruthy();
    }
    expect(screen.getByText(town.population!)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.bookAction.label }).getAttribute('href')).toBe(t.bookAction.href);
    expect(screen.getByRole('link', { name: t.areaAction.label }).getAttribute('href')).toBe(t.areaAction.href);
  });

  it('leaves out Town Info when the town has no population', async () => {
    const { site } = await fixtureContent();
    await renderTown({ ...townFile('greenville'), population: undefined });
    expect(screen.queryByRole('heading', { name: site.templates.town.infoHeading })).toBeNull();
    expect(screen.getByRole('heading', { name: site.templates.town.bookHeading })).toBeTruthy();
  });

  it('shows a card for each service the file says the town gets, in the order of site.config.yaml', async () => {
    const { site } = await fixtureContent();
    const [first, second, third] = site.services;
    if (!first || !second || !third) throw new Error('the fixture has at least three services');
    // Written in another order, and with a service switched off.
    const town = { ...townFile('commerce'), services: { [third.key]: true, [second.key]: false, [first.key]: true } };
    const route = await renderTown(town);
    const services = screen.getByRole('region', { name: `Our Services in ${town.name}` });
    expect(within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([first.name, third.name]);
    expect(within(services).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([first.page, third.page]);
    // The fixture's title patterns name the services and the place, the first also the business:
    // the first of them that fits is used.
    const title = (services: string) =>
      site.templates.town.pageTitle
        .filter((p) => p.includes('{services}'))
        .map((p) => fill(p, { services, town: 'Commerce', state: site.business.office.state, shortName: site.business.name }))
        .find((t) => t.length <= TITLE_MAX);
    expect(route.title).toBe(title(`${first.name} & ${third.name}`));
    cleanup();

    const one = await renderTown(offering(townFile('commerce'), [second.key]));
    expect(one.title).toBe(title(second.name));
    cleanup();
    // Every service would make the title too long: as many as fit, then "& More".
    const many = await renderTown(offering(townFile('commerce'), site.services.map((s) => s.key)));
    expect(many.title).toBe(title(`${first.name}, ${second.name} & More`));
    cleanup();
    const none = await renderTown(offering(townFile('commerce'), []));
    expect(none.title).toBe(title(site.templates.town.noServices));
    expect(screen.queryByRole('region', { name: 'Our Services in Commerce' })).toBeNull();
  });

  it("links a service card to the service's page, with its own link label where it has one", async () => {
    const { site } = await fixtureContent();
    const labelled = site.services.find((s) => s.linkLabel);
    if (!labelled?.linkLabel) throw new Error('the fixture has a service with its own link label');
    await renderTown(offering(townFile('commerce'), [labelled.key]));
    const services = screen.getByRole('region', { name: 'Our Services in Commerce' });
    expect(within(services).getByRole('link', { name: labelled.linkLabel }).getAttribute('href')).toBe(labelled.page);
  });

  it('links neighbouring towns by slug and omits attractions and chips when empty', async () => {
    const { site } = await fixtureContent();
    const base = townFile('greenville');
    await renderTown({ ...base, neighboringTowns: ['Sulphur Springs', 'Mt. Pleasant'] });
    const nearby = screen.getByRole('navigation', { name: site.templates.town.nearbyHeading });
    expect(within(nearby).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/towns/sulphur-springs', '/towns/mt-pleasant']);
    cleanup();

    await renderTown({ ...base, neighboringTowns: [], attractions: undefined });
    expect(screen.queryByRole('navigation', { name: site.templates.town.nearbyHeading })).toBeNull();
    expect(screen.queryByRole('heading', { name: site.templates.town.attractionsHeading })).toBeNull();
  });

  it('names every county of site.config.yaml where the texts say {counties}', async () => {
    const { site } = await fixtureContent();
    expect(site.templates.town.areaBody).toContain('{counties}');
    await renderTown(townFile('greenville'));
    expect(screen.getByText('Mobile service across Hunt and Hopkins Counties.')).toBeTruthy();
    cleanup();
    const more = { ...site, counties: [...site.counties, { name: 'Van Zandt', otherTowns: [] }] };
    await show(townPage(townFile('greenville'), more));
    expect(screen.getByText('Mobile service across Hunt, Hopkins, and Van Zandt Counties.')).toBeTruthy();
  });

  it("shows the town's own facts: its travel note, its questions as a FAQ, and the drive from the office", async () => {
    const { site } = await fixtureContent();
    const t = site.templates.town;
    const town = townFile('commerce');
    const words = { town: town.name, county: town.county, business: site.business.name };
    await renderTown(town);
    const travel = screen.getByRole('region', { name: fill(t.travelHeading, words) });
    expect(travel.textContent).toContain(town.travelNote);
    const questions = screen.getByRole('region', { name: fill(t.questionsHeading, words) });
    expect(within(questions).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(town.questions!.map((q) => q.question));
    for (const q of town.questions!) expect(questions.textContent).toContain(q.answer);
    const { miles, minutes } = driveFrom(site.business.office.coordinates!, town.coordinates!);
    expect(miles).toBeGreaterThanOrEqual(SAME_TOWN_MILES);
    expect(screen.getByText(fill(t.distanceValue, { miles: String(miles), minutes: String(minutes) }))).toBeTruthy();
  });

  it('leaves the drive out for the town the office is in, for a town without coordinates, and each fact left out', async () => {
    const { site } = await fixtureContent();
    const t = site.templates.town;
    const { travelNote: _note, questions: _questions, coordinates: _at, ...bare } = townFile('commerce');
    for (const town of [{ ...bare, coordinates: site.business.office.coordinates }, bare]) {
      await renderTown(town);
      expect(screen.queryByText(t.distanceLabel)).toBeNull();
      expect(screen.queryByRole('heading', { name: fill(t.travelHeading, { town: town.name }) })).toBeNull();
      expect(screen.queryByRole('heading', { name: fill(t.questionsHeading, { town: town.name }) })).toBeNull();
      cleanup();
    }
  });

  it("says the travel fee in the town info from the content's words: free within the free miles, the fee beyond", async () => {
    // The complete fixture site sets a travel fee (free within 15 road miles, $1 a mile beyond, at most $30).
    const { site } = await siteFixtureContent();
    const t = site.templates.town;
    expect(site.travelFee).toBeDefined();
    const siteTown = (slug: string) => townSchema.parse(parse(readFileSync(join(SITE_FIXTURE, `pages/towns/${slug}.yaml`), 'utf8')));
    await show(townPage(siteTown('greenville'), site));
    expect(screen.getByText(fill(t.travelFree, { town: 'Greenville' }))).toBeTruthy();
    cleanup();
    const emory = siteTown('emory');
    const { miles } = driveFrom(site.business.office.coordinates!, emory.coordinates!);
    expect(miles).toBeGreaterThan(site.travelFee!.freeMiles);
    await show(townPage(emory, site));
    expect(screen.getByText(fill(t.travelFee, { town: 'Emory', fee: `$${miles - 15}` }))).toBeTruthy();
    cleanup();
    // No fee set: no travel line.
    const { travelFee: _fee, ...none } = site;
    await show(townPage(emory, none));
    expect(screen.queryByText(/^Travel to Emory/)).toBeNull();
    expect(screen.queryByText(/^Free travel/)).toBeNull();
    cleanup();
  });

  it('uses the default hero picture when the town sets none, drawn from the page itself', async () => {
    const { images } = await fixtureContent();
    await renderTown({ ...townFile('greenville'), heroImage: undefined });
    const hero = document.querySelector('section img');
    // A small drawing that is a page's hero is written into the page (src/content/inline-art.ts).
    expect(images[DEFAULT_TOWN_HERO]?.inline).toMatch(/^data:image\/svg\+xml,/);
    expect(hero?.getAttribute('src')).toBe(images[DEFAULT_TOWN_HERO]?.inline);
    expect(Number(hero?.getAttribute('width'))).toBeGreaterThan(0);
  });
});
