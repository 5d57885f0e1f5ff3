// The parts of blocks that need the browser (islands), by name. Every block is rendered to HTML on the
// server; an island also hydrates in the browser, from its own root and with its own chunk (see
// src/island-modules.ts, which must list the same names). Everything else ships no code.
import type { ComponentProps } from 'react';
import { BookingForm } from './contact-form/BookingForm.tsx';
import EventsIsland from './events/EventsBlock.tsx';
import InstagramFeedIsland from './instagram-feed/InstagramFeedBlock.tsx';

/** For the server renderer, loaded at once. */
export const islandComponents = {
  'booking-form': BookingForm,
  events: EventsIsland,
  'instagram-feed': InstagramFeedIsland,
};

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
