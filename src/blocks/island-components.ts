// The island components for the server renderer, loaded at once (the browser loads each on demand,
// see islands.ts). The `satisfies` line keeps this list and that one the same.
import { BookingForm } from './contact-form/BookingForm.tsx';
import EventsIsland from './events/EventsBlock.tsx';
import InstagramFeedIsland from './instagram-feed/InstagramFeedBlock.tsx';
import type { IslandComponent, IslandName } from './islands.ts';

export const islandComponents = {
  'booking-form': BookingForm,
  events: EventsIsland,
  'instagram-feed': InstagramFeedIsland,
} satisfies { [N in IslandName]: IslandComponent<N> };
