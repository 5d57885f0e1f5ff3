// A party entity becomes a list of blocks; empty gallery or testimonials leave their section out.
import type { Block } from '../blocks/schemas.ts';
import type { Party } from '../content/collection-schemas.ts';
import type { SiteConfig } from '../content/site-schema.ts';

export function partyBlocks(party: Party, site: SiteConfig): Block[] {
  const t = site.templates.party;
  const blocks: Block[] = [
    { type: 'hero', title: party.title, subtitle: party.subtitle, image: party.heroImage, size: 'banner', actions: [t.heroAction] },
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
    blocks.push({
      type: 'cards',
      id: 'perks',
      heading: t.perksHeading,
      columns,
      tone: 'plain',
      cards: party.perks.map((p) => ({ title: p.title, description: p.description, icon: 'gift' })),
    });
  }
  if (party.galleryImages.length) blocks.push({ type: 'gallery', id: 'gallery', heading: t.galleryHeading, images: party.galleryImages });
  if (party.testimonials.length) blocks.push({ type: 'testimonials', heading: t.testimonialsHeading, items: party.testimonials });
  blocks.push({ type: 'cta', heading: t.closingHeading, body: t.closingBody, action: t.closingAction });
  return blocks;
}
