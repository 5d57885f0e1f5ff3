// The registry of block components. The `satisfies` line makes a missing or mistyped entry a compile error.
import type { ComponentType } from 'react';
import type { BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';
import { Cards } from './cards/Cards.tsx';
import { Cta } from './cta/Cta.tsx';
import { Gallery } from './gallery/Gallery.tsx';
import { Hero } from './hero/Hero.tsx';
import { InfoBox } from './info-box/InfoBox.tsx';
import { LinkChips } from './link-chips/LinkChips.tsx';
import { List } from './list/List.tsx';
import { Testimonials } from './testimonials/Testimonials.tsx';
import { TextSection } from './text/Text.tsx';

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
} satisfies { [K in BlockType]: ComponentType<BlockProps<K>> };
