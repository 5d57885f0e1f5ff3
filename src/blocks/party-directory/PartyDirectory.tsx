import { Cards } from '../cards/Cards.tsx';
import type { BlockProps } from '../types.ts';

/** The party types as cards: the same look as any other grid of cards. */
export function PartyDirectory({ block }: BlockProps<'party-directory'>) {
  const { id, eyebrow, heading, intro, columns, tone, cards } = block;
  if (cards.length === 0) return null;
  return <Cards block={{ type: 'cards', id, eyebrow, heading, intro, columns, tone, cards }} />;
}
