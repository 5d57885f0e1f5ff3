import { Cards } from '../cards/Cards.tsx';
import type { BlockProps } from '../types.ts';
import type { resolvePartyDirectory } from './resolve.ts';

/** The party types as cards: the same look as any other grid of cards. */
export function PartyDirectory({ block }: BlockProps<typeof resolvePartyDirectory>) {
  const { id, eyebrow, heading, intro, columns, tone, cards } = block;
  if (cards.length === 0) return null;
  return <Cards block={{ type: 'cards', id, eyebrow, heading, intro, columns, tone, cards }} />;
}
