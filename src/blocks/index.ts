// The blocks as the renderer sees them: each block type's component and island (src/blocks/<type>/block.ts),
// by type. Only the renderer reads this (render.tsx, the islands); checking content reads the React-free
// list of the same types (content-list.ts). The two lists name the same types: a type without its
// component, a component without its type, or one filed under another type's name does not compile.
import type { AnyIsland } from '../islands/Island.tsx';
import type { BlockView } from './define.tsx';
import { unknownBlockType, type ResolvedBlock, type ResolvedOf } from './resolve.ts';
import type { BlockType } from './schemas.ts';
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

export const blockViews = {
  hero,
  text,
  list,
  cards,
  'link-chips': linkChips,
  gallery,
  testimonials,
  cta,
  'info-box': infoBox,
  'contact-details': contactDetails,
  'contact-form': contactForm,
  events,
  'service-areas': serviceAreas,
  'process-steps': processSteps,
  faq,
  'before-after': beforeAfter,
  showcase,
  'instagram-feed': instagramFeed,
  'town-directory': townDirectory,
  'party-directory': partyDirectory,
  breadcrumbs,
} satisfies { [K in BlockType]: BlockView<K, ResolvedOf<K>> };

/** Every block's island, by its block type (the islands' list reads this). */
export const blockIslands: ReadonlyArray<{ type: BlockType; island?: AnyIsland }> = Object.values(blockViews);

// Each component takes its own type's block: looked up by the block's type, it is given that block.
const byType = new Map(Object.entries(blockViews) as unknown as [string, BlockView<BlockType, ResolvedBlock>][]);

/** The view of a block type; an unknown type is an error, never skipped. */
export function blockView(type: string): BlockView<BlockType, ResolvedBlock> {
  const view = byType.get(type);
  if (!view) throw unknownBlockType(type);
  return view;
}
