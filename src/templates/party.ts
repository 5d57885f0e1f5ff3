// A party entry becomes its page: empty gallery or testimonials leave their section out.
import type { BlockInput } from '../blocks/schemas.ts';
import type { Party } from '../schema/collection-schemas.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { TemplatePage } from './types.ts';
import { summarize } from './summarize.ts';

export function partyPage(party: Party, site: SiteConfig): TemplatePage {
  const t = site.templates.party;
  const main: BlockInput[] = [
    { type: 'text', heading: t.descriptionHeading, body: party.description, align: 'center' },
    {
      type: 'cards',
      id: 'packages',
      heading: party.featuredPackageTitle,
      intro: party.featuredPackageDescription,
      columns: 3,
      tone: 'soft',
      cards: party.packages.map((p) => ({ ...p, link: t.packageAction })),
    },
  ];
  if (party.perks.length) {
    const columns = party.perks.length >= 4 ? 4 : party.perks.length === 2 ? 2 : 3;
    main.push({
      type: 'cards',
      id: 'perks',
      heading: t.perksHeading,
      columns,
      tone: 'plain',
      cards: party.perks.map((p) => ({ title: p.title, description: p.description, icon: 'gift' })),
    });
  }
  if (party.galleryImages.length) main.push({ type: 'gallery', id: 'gallery', heading: t.galleryHeading, images: party.galleryImages });
  if (party.testimonials.length) main.push({ type: 'testimonials', heading: t.testimonialsHeading, items: party.testimonials });
  main.push({ type: 'cta', heading: t.closingHeading, body: t.closingBody, action: t.closingAction });

  const lead = /[.!?]$/.test(party.subtitle) ? party.subtitle : `${party.subtitle}.`;
  return {
    title: `${party.title} | ${site.business.name}`,
    description: summarize(`${lead} ${party.description}`),
    regions: {
      top: [{ type: 'hero', title: party.title, subtitle: party.subtitle, image: party.heroImage, size: 'banner', actions: [t.heroAction] }],
      main,
    },
  };
}
