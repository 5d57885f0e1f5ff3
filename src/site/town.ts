// A town entry becomes its page: the template decides the sections, the block registry draws them.
import type { BlockInput } from '../blocks/schemas.ts';
import type { Card } from '../blocks/cards/schema.ts';
import type { Town } from '../schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../schema/defaults.ts';
import { fill } from '../schema/fill.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { driveFrom, SAME_TOWN_MILES } from '../schema/distance.ts';
import { slugify } from '../schema/slug.ts';
import { travelTo } from '../schema/travel-fee.ts';
import { cityNode, serviceNode } from '../schema/structured-data.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '../schema/page-head.ts';
import { fitText, serviceNames } from './fit-text.ts';
import type { TemplatePage } from '../content/template-page.ts';

const andList = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * What every town of one site makes the same, made once per site: the counties' list, the booking box's
 * lines and, by the set of services a town offers, their cards and names. Shared (never changed by their
 * users), so a check of a thousand towns makes and compares each once.
 */
interface SiteParts {
  counties: string;
  bookLines: Extract<BlockInput, { type: 'info-box' }>['lines'];
  offers: Map<string, { offered: SiteConfig['services']; cards: Card[]; services: string[]; eyebrow: string }>;
}
const partsBySite = new WeakMap<SiteConfig, SiteParts>();

function siteParts(site: SiteConfig): SiteParts {
  let parts = partsBySite.get(site);
  if (parts) return parts;
  const t = site.templates.town;
  const { office, phone } = site.business;
  parts = {
    // {counties}: every county served, as a list ("Hunt, Hopkins, and Rains"), so a new county shows up in the texts.
    counties: andList.format(site.counties.map((c) => c.name)),
    bookLines: [
      { label: t.officeLabel, value: `${office.street}, ${office.city}, ${office.state} ${office.zip}` },
      { label: t.phoneLabel, value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    ],
    offers: new Map(),
  };
  partsBySite.set(site, parts);
  return parts;
}

/** The services a town offers, in the order of site.config.yaml (whatever the order of the town file), with their cards. */
function offersOf(site: SiteConfig, parts: SiteParts, flags: Town['services']) {
  const key = site.services.map((s) => (flags[s.key] === true ? '1' : '0')).join('');
  let offers = parts.offers.get(key);
  if (offers) return offers;
  const t = site.templates.town;
  const offered = site.services.filter((s) => flags[s.key] === true);
  offers = {
    offered,
    cards: offered.map((s) => ({ title: s.name, description: s.description, icon: s.icon, link: { label: s.linkLabel ?? t.serviceLinkLabel, href: s.page } })),
    services: serviceNames(offered.map((s) => s.name), t.noServices),
    eyebrow: offered.map((s) => s.name).join(' · '),
  };
  parts.offers.set(key, offers);
  return offers;
}

export function townPage(town: Town, site: SiteConfig): TemplatePage {
  const t = site.templates.town;
  const { business } = site;
  const shared = siteParts(site);
  const { counties } = shared;
  const f = (s: string) => fill(s, { town: town.name, county: town.county, counties, business: business.name });
  const { offered, cards, services, eyebrow } = offersOf(site, shared, town.services);

  const main: BlockInput[] = [{ type: 'text', heading: f(t.welcomeHeading), body: town.description, align: 'left' }];
  if (town.travelNote) main.push({ type: 'text', heading: f(t.travelHeading), body: town.travelNote, align: 'left' });
  if (town.attractions?.length) main.push({ type: 'list', heading: f(t.attractionsHeading), items: town.attractions });
  if (cards.length) main.push({ type: 'cards', heading: f(t.servicesHeading), columns: 2, tone: 'plain', cards });
  if (town.questions) main.push({ type: 'faq', id: 'questions', heading: f(t.questionsHeading), items: town.questions });
  if (town.neighboringTowns.length) {
    main.push({
      type: 'link-chips',
      heading: f(t.nearbyHeading),
      links: town.neighboringTowns.map((name) => ({ label: name, href: `/towns/${slugify(name)}` })),
    });
  }

  const { office } = business;
  // The booking box leads: on phones it comes before the long text, on wide screens it heads the side column.
  const lead: BlockInput[] = [
    {
      type: 'info-box',
      icon: 'calendar',
      heading: f(t.bookHeading),
      body: f(t.bookBody),
      lines: shared.bookLines,
      actions: [t.bookAction],
    },
  ];
  const aside: BlockInput[] = [];
  const from = office.coordinates;
  // The office's own town gets no distance: "1 miles, about 5 minutes" says nothing.
  const trip = from && town.coordinates ? driveFrom(from, town.coordinates) : undefined;
  const drive = trip && trip.miles >= SAME_TOWN_MILES ? trip : undefined;
  // With a travel fee set: "Free travel to Greenville" or "Travel to Emory: $19", from the same road miles.
  const travel = travelTo(site.travelFee, t, from, { name: town.name, at: town.coordinates, county: town.county });
  if (town.population || drive || travel) {
    aside.push({
      type: 'info-box',
      icon: 'map-pin',
      heading: f(t.infoHeading),
      lines: [
        ...(town.population ? [{ label: t.populationLabel, value: town.population }] : []),
        { label: t.countyLabel, value: `${town.county} County` },
        ...(drive ? [{ label: t.distanceLabel, value: fill(t.distanceValue, { miles: String(drive.miles), minutes: String(drive.minutes) }) }] : []),
        ...(travel ? [{ value: travel.line }] : []),
      ],
      actions: [],
    });
  }
  aside.push({ type: 'info-box', icon: 'car', heading: f(t.areaHeading), body: f(t.areaBody), lines: [], actions: [t.areaAction] });

  // Title and description name the place and what it gets, so the page answers "tooth gems in <town>".
  const words = { town: town.name, county: town.county, state: office.state, counties, business: business.name, shortName: business.shortName ?? business.name, phone: business.phone };
  return {
    title: fitText(t.pageTitle, words, { max: TITLE_MAX }, services),
    description: fitText(t.pageDescription, words, { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }, services),
    ...(offered.length > 0 && { previewEyebrow: eyebrow }),
    regions: {
      top: [
        { type: 'breadcrumbs', label: t.breadcrumb.label, links: [{ label: t.breadcrumb.home, href: '/' }, t.breadcrumb.towns], current: town.name },
        { type: 'hero', title: f(t.heroTitle), subtitle: f(t.heroSubtitle), image: town.heroImage ?? DEFAULT_TOWN_HERO, size: 'banner', actions: [] },
      ],
      lead,
      main,
      aside,
      asideLabel: 'Town details',
    },
    // The town's services as one offering of the business, provided in this town.
    structuredData: (url) => [
      serviceNode(site, {
        id: `${url}#service`,
        name: f(t.heroTitle),
        serviceType: offered.map((s) => s.name),
        url,
        areaServed: [cityNode(site, town)],
      }),
    ],
  };
}
