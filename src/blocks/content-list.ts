// The list of blocks as content: every block type the content may use, with its schema and resolver, each
// defined once in its folder (src/blocks/<type>/content.ts). The schema registry (schemas.ts) and the
// resolvers (resolve.ts) are read from this list; a type that is not here is an error wherever it appears.
// Nothing here imports React: validating, the server's config and the studio's checks load this list, not
// the components (index.ts).
import hero from './hero/content.ts';
import text from './text/content.ts';
import list from './list/content.ts';
import cards from './cards/content.ts';
import linkChips from './link-chips/content.ts';
import gallery from './gallery/content.ts';
import testimonials from './testimonials/content.ts';
import cta from './cta/content.ts';
import infoBox from './info-box/content.ts';
import contactDetails from './contact-details/content.ts';
import contactForm from './contact-form/content.ts';
import events from './events/content.ts';
import serviceAreas from './service-areas/content.ts';
import processSteps from './process-steps/content.ts';
import faq from './faq/content.ts';
import beforeAfter from './before-after/content.ts';
import showcase from './showcase/content.ts';
import instagramFeed from './instagram-feed/content.ts';
import townDirectory from './town-directory/content.ts';
import partyDirectory from './party-directory/content.ts';
import breadcrumbs from './breadcrumbs/content.ts';

export const blockContents = [
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
