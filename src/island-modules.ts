// Where the browser finds each island's code (the server's list is src/blocks/island-components.ts).
// `src` names the module `load` imports: the build finds its chunk by it and preloads it on the pages
// that have the island (a wrong path stops the build).
import type { IslandName } from './blocks/island-components.ts';

export const islandModules = {
  'booking-form': { src: 'src/blocks/contact-form/BookingForm.tsx', load: () => import('./blocks/contact-form/BookingForm.tsx').then((m) => m.BookingForm) },
  events: { src: 'src/blocks/events/EventsBlock.tsx', load: () => import('./blocks/events/EventsBlock.tsx').then((m) => m.default) },
  'instagram-feed': { src: 'src/blocks/instagram-feed/InstagramFeedBlock.tsx', load: () => import('./blocks/instagram-feed/InstagramFeedBlock.tsx').then((m) => m.default) },
} satisfies Record<IslandName, { src: string; load: () => Promise<unknown> }>;

export function isIsland(name: string): name is IslandName {
  return Object.hasOwn(islandModules, name);
}
