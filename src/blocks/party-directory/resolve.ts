import type { z } from 'zod';
import type { ResolveContext } from '../context.ts';
import { partyCards } from './party-cards.ts';
import type { partyDirectoryBlock } from './schema.ts';

export const resolvePartyDirectory = (block: z.infer<typeof partyDirectoryBlock>, { parties }: ResolveContext) => ({
  ...block,
  cards: partyCards(parties, block.linkLabel),
});
