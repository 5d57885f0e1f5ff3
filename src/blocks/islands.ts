// The parts of blocks that need the browser. Every block is rendered to HTML on the server; an island
// also hydrates on the client, from its own root and with its own chunk. Everything else ships no code.
import type { ComponentProps } from 'react';

// `src` names the module `load` imports: the build finds its chunk by it, to preload it on the pages
// that have the island (a wrong path stops the build).
export const islands = {
  'booking-form': { src: 'src/blocks/contact-form/BookingForm.tsx', load: () => import('./contact-form/BookingForm.tsx').then((m) => m.BookingForm) },
  events: { src: 'src/blocks/events/EventsBlock.tsx', load: () => import('./events/EventsBlock.tsx').then((m) => m.default) },
  'instagram-feed': { src: 'src/blocks/instagram-feed/InstagramFeedBlock.tsx', load: () => import('./instagram-feed/InstagramFeedBlock.tsx').then((m) => m.default) },
};

export type IslandName = keyof typeof islands;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

export function isIsland(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/** The attributes that mark an island's root in the HTML, read back by src/islands.tsx. */
export const islandAttr = { name: 'data-island', prefix: 'data-island-prefix', hydrated: 'data-hydrated' } as const;

/**
 * An island's props as the text of a `<script type="application/json">`: safe against `</script>`,
 * `<!--` and the line separators U+2028/U+2029 in content.
 */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
