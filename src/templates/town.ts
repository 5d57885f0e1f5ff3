// A town entry becomes its page: the template decides the sections, the block registry draws them.
import type { BlockInput } from '../blocks/schemas.ts';
import type { Card } from '../blocks/cards/schema.ts';
import type { Town } from '../schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../schema/defaults.ts';
import { fill } from '../schema/fill.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { townSlug } from '../schema/slug.ts';
import type { TemplatePage } from './types.ts';
import { summarize } from './summarize.ts';

const serviceOrder = ['teethWhitening', 'toothGems', 'permanentJewelry', 'parties'] as const;

/** "Greenville Teeth Whitening, Tooth Gems & More | Business": the services the town gets, in short. */
function townTitle(town: Town, site: SiteConfig): string {
  const offered = serviceOrder.filter((key) => town.services[key]).map((key) => site.templates.town.services[key].title);
  const what =
    offered.length === 0 ? 'Mobile Beauty'
    : offered.length === 1 ? offered[0]
    : offered.length === 2 ? `${offered[0]} & ${offered[1]}`
    : `${offered[0]}, ${offered[1]} & More`;
  return `${town.name} ${what} | ${site.business.name}`;
}

export function townPage(town: Town, site: SiteConfig): TemplatePage {
  const t = site.templates.town;
  const { business } = site;
  const f = (s: string) => fill(s, { town: town.name, county: town.county, business: business.name });

  const cards: Card[] = serviceOrder
    .filter((key) => town.services[key])
    .map((key) => {
      const s = t.services[key];
      return { title: s.title, description: s.description, icon: s.icon, link: { label: s.linkLabel, href: s.href } };
    });

  const main: BlockInput[] = [{ type: 'text', heading: f(t.welcomeHeading), body: town.description, align: 'left' }];
  if (town.attractions?.length) main.push({ type: 'list', heading: f(t.attractionsHeading), items: town.attractions });
  if (cards.length) main.push({ type: 'cards', heading: f(t.servicesHeading), columns: 2, tone: 'plain', cards });
  if (town.neighboringTowns.length) {
    main.push({
      type: 'link-chips',
      heading: f(t.nearbyHeading),
      links: town.neighboringTowns.map((name) => ({ label: name, href: `/towns/${townSlug(name)}` })),
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
      lines: [
        { label: t.officeLabel, value: `${office.street}, ${office.city}, ${office.state} ${office.zip}` },
        { label: t.phoneLabel, value: business.phone, href: `tel:${business.phone.replace(/[^\d+]/g, '')}` },
      ],
      actions: [t.bookAction],
    },
  ];
  const aside: BlockInput[] = [];
  if (town.population) {
    aside.push({
      type: 'info-box',
      icon: 'map-pin',
      heading: f(t.infoHeading),
      lines: [
        { label: t.populationLabel, value: town.population },
        { label: t.countyLabel, value: `${town.county} County` },
      ],
      actions: [],
    });
  }
  aside.push({ type: 'info-box', icon: 'car', heading: f(t.areaHeading), body: f(t.areaBody), lines: [], actions: [t.areaAction] });

  return {
    title: townTitle(town, site),
    description: summarize(town.description),
    regions: {
      top: [{ type: 'hero', title: f(t.heroTitle), subtitle: f(t.heroSubtitle), image: town.heroImage ?? DEFAULT_TOWN_HERO, size: 'banner', actions: [] }],
      lead,
      main,
      aside,
      asideLabel: 'Town details',
    },
  };
}
