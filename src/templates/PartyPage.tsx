import { useSite } from '../app/content-context.tsx';
import { Blocks } from '../blocks/render.tsx';
import type { Party } from '../content/collection-schemas.ts';
import { partyBlocks } from './party.ts';

export function PartyPage({ entity }: { entity: Party }) {
  return <Blocks blocks={partyBlocks(entity, useSite())} />;
}
