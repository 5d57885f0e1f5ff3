// The list of blocks: every block type the content may use, each defined once in its folder
// (src/blocks/<type>/block.ts). The schema registry, the resolvers, the components and the islands are
// all read from this list; a type that is not here is an error wherever it appears.
import hero from './hero/block.ts';
import text from './text/block.ts';
import list from './list/block.ts';
import cards from './cards/block.ts';
import linkChips from './link-chips/block.ts';
import gallery from './gallery/block.ts';
import testimonials from './testimonials/block.ts';
import cta from './cta/block.ts';
import infoBox from './info-box/block.ts';
import contactDetails from './contact-details/block.ts';
import contactForm from './contact-form/block.ts';
import events from './events/block.ts';
import serviceAreas from './service-areas/block.ts';
import processSteps from './process-steps/block.ts';
import faq from './faq/block.ts';
import beforeAfter from './before-after/block.ts';
import showcase from './showcase/block.ts';
import instagramFeed from './instagram-feed/block.ts';
import townDirectory from './town-directory/block.ts';
import partyDirectory from './party-directory/block.ts';
import breadcrumbs from './breadcrumbs/block.ts';

export const blocks = [
  hero,
  text,
  list,
  cards,
  linkChips,
  gallery,
  testimonials,
  cta,
  infoBox,
  contactDetails,
  contactForm,
  events,
  serviceAreas,
  processSteps,
  faq,
  beforeAfter,
  showcase,
  instagramFeed,
  townDirectory,
  partyDirectory,
  breadcrumbs,
] as const;
