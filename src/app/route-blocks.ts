// Which block types a route draws: the client loads the code of its lazy blocks before hydrating.
import type { BlockType } from '../blocks/schemas.ts';
import type { SiteConfig } from '../content/site-schema.ts';
import type { RouteEntry } from '../content/types.ts';
import { partyBlocks } from '../templates/party.ts';
import { townBlocks } from '../templates/town.ts';

export function routeBlockTypes(route: RouteEntry, site: SiteConfig): BlockType[] {
  switch (route.kind) {
    case 'page':
      return route.blocks.map((b) => b.type);
    case 'town': {
      const { hero, main, aside } = townBlocks(route.town, site);
      return [hero, ...main, ...aside].map((b) => b.type);
    }
    case 'party':
      return partyBlocks(route.party, site).map((b) => b.type);
  }
}
