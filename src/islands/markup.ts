// What the server and the browser agree on about islands: the markup of an island's root, its props as
// JSON, and the note shown when its code cannot be loaded. The islands themselves are the `island` of
// each block definition (server) and the `*.island.tsx` files (browser, modules.ts).

import { scriptJson } from '../schema/script-json.ts';

/** Shown in place of an island whose code could not be downloaded (offline, or a new deploy). */
export const islandText = {
  message: 'This part of the page could not be loaded. Check your connection and reload the page.',
  reload: 'Reload the page',
} as const;

/** The attributes that mark an island's root in the HTML, read back by hydrate.ts. */
export const islandAttr = { name: 'data-island', prefix: 'data-island-prefix', hydrated: 'data-hydrated' } as const;

/**
 * An island's props as the text of a `<script type="application/json">`: safe against `</script>`,
 * `<!--` and the line separators U+2028/U+2029 in content.
 */
export const serializeProps = (props: unknown): string => scriptJson(props);
