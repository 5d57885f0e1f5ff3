// The registry of block components, used by the server renderer only. The `satisfies` line makes a missing or mistyped entry a compile error.
import type { ComponentType } from 'react';
import type { BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';
import { Cards } from './cards/Cards.tsx';
import { ContactDetails } from './contact-details/ContactDetails.tsx';
import { Cta } from './cta/Cta.tsx';
import { Gallery } from './gallery/Gallery.tsx';
import { Hero } from './hero/Hero.tsx';
import { InfoBox } from './info-box/InfoBox.tsx';
import { LinkChips } from './link-chips/LinkChips.tsx';
import { List } from './list/List.tsx';
import { Testimonials } from './testimonials/Testimonials.tsx';
import { TextSection } from './text/Text.tsx';
import { ServiceAreas } from './service-areas/ServiceAreas.tsx';
import { ProcessSteps } from './process-steps/ProcessSteps.tsx';
import { Faq } from './faq/Faq.tsx';
import { BeforeAfter } from './before-after/BeforeAfter.tsx';
import { Showcase } from './showcase/Showcase.tsx';
import { TownDirectory } from './town-directory/TownDirectory.tsx';
import { PartyDirectory } from './party-directory/PartyDirectory.tsx';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs.tsx';

import { ContactForm } from './contact-form/ContactForm.tsx';
import { Island } from './island.tsx';

// Blocks that are wholly interactive are one island each (see islands.ts).
const Events = ({ block }: BlockProps<'events'>) => <Island name="events" props={{ block }} />;
const InstagramFeed = ({ block }: BlockProps<'instagram-feed'>) => <Island name="instagram-feed" props={{ block }} />;

export const blockComponents = {
  hero: Hero,
  text: TextSection,
  list: List,
  cards: Cards,
  'link-chips': LinkChips,
  gallery: Gallery,
  testimonials: Testimonials,
  cta: Cta,
  'info-box': InfoBox,
  'contact-details': ContactDetails,
  'contact-form': ContactForm,
  events: Events,
  'service-areas': ServiceAreas,
  'process-steps': ProcessSteps,
  faq: Faq,
  'before-after': BeforeAfter,
  showcase: Showcase,
  'instagram-feed': InstagramFeed,
  'town-directory': TownDirectory,
  'party-directory': PartyDirectory,
  breadcrumbs: Breadcrumbs,
} satisfies { [K in BlockType]: ComponentType<BlockProps<K>> };
