// The registry of block schemas. A page's `blocks:` is a list of these, told apart by `type`.
// Adding a block: one folder (schema.ts + component), one line here, one line in components.tsx.
import { z } from 'zod';
import { cardsBlock } from './cards/schema.ts';
import { contactDetailsBlock } from './contact-details/schema.ts';
import { contactFormBlock } from './contact-form/schema.ts';
import { ctaBlock } from './cta/schema.ts';
import { eventsBlock } from './events/schema.ts';
import { galleryBlock } from './gallery/schema.ts';
import { heroBlock } from './hero/schema.ts';
import { infoBoxBlock } from './info-box/schema.ts';
import { linkChipsBlock } from './link-chips/schema.ts';
import { listBlock } from './list/schema.ts';
import { testimonialsBlock } from './testimonials/schema.ts';
import { textBlock } from './text/schema.ts';
import { serviceAreasBlock } from './service-areas/schema.ts';
import { processStepsBlock } from './process-steps/schema.ts';
import { faqBlock } from './faq/schema.ts';
import { beforeAfterBlock } from './before-after/schema.ts';
import { showcaseBlock } from './showcase/schema.ts';
import { instagramFeedBlock } from './instagram-feed/schema.ts';
import { townDirectoryBlock } from './town-directory/schema.ts';
import { partyDirectoryBlock } from './party-directory/schema.ts';
import { breadcrumbsBlock } from './breadcrumbs/schema.ts';

export const blockSchemas = [
  heroBlock,
  textBlock,
  listBlock,
  cardsBlock,
  linkChipsBlock,
  galleryBlock,
  testimonialsBlock,
  ctaBlock,
  infoBoxBlock,
  contactDetailsBlock,
  contactFormBlock,
  eventsBlock,
  serviceAreasBlock,
  processStepsBlock,
  faqBlock,
  beforeAfterBlock,
  showcaseBlock,
  instagramFeedBlock,
  townDirectoryBlock,
  partyDirectoryBlock,
  breadcrumbsBlock,
] as const;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
/** What an owner may write for a block (defaults not yet applied). */
export type BlockInput = z.input<typeof blockSchema>;

export const blockTypes: readonly BlockType[] = blockSchemas.map((s) => s.shape.type.value);
