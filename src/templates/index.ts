// Template key (from src/content/collections.ts) -> the component that renders one entity of that collection.
import type { ComponentType } from 'react';
import type { Party, Town } from '../content/collection-schemas.ts';
import { PartyPage } from './PartyPage.tsx';
import { TownPage } from './TownPage.tsx';

export const templates = {
  town: TownPage,
  party: PartyPage,
} satisfies { town: ComponentType<{ entity: Town }>; party: ComponentType<{ entity: Party }> };
