// A town entity becomes blocks: the template decides the sections, the registry draws them.
import type { Block, BlockOf } from '../blocks/schemas.ts';
import type { Card } from '../blocks/cards/schema.ts';
import type { Town } from '../content/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../content/defaults.ts';
import type { SiteConfig } from '../content/site-schema.ts';
import { townSlug } from '../content/slug.ts';
import { fill } from '../content/fill.ts';

export interface TownLayout {
  hero: BlockOf<'hero'>;
  main: Block[];
  aside: Block[];
}

const serviceOrder = ['teethWhitening', 'toothGems', 'permanentJewelry', 'parties'] as const;

export function townBlocks(town: Town, site: SiteConfig): TownLayout {
  const t = site.templates.town;
  const { business } = site;
  const vars = { town: town.name, county: town.county, business: business.name };
  const f = (s: string) => fill(s, vars);

  const cards: Card[] = serviceOrder
    .filter((key) => town.services[key])
    .map((key) => {
      const s = t.services[key];
      return { title: s.title, description: s.description, icon: s.icon, link: { label: s.linkLabel, href: s.href } };
    });

  const main: Block[] = [
    { type: 'text', heading: f(t.welcomeHeading), body: town.description, align: 'left' },
  ];
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
  const aside: Block[] = [
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
    hero: { type: 'hero', title: f(t.heroTitle), subtitle: f(t.heroSubtitle), image: town.heroImage ?? DEFAULT_TOWN_HERO, size: 'banner', actions: [] },
    main,
    aside,
  };
}
