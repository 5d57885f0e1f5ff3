// Where the island code lives, for the build (Node) and the browser alike: an island is the default export
// of `src/blocks/<block type>/<island name>.island.tsx`, so the browser's list of islands (modules.ts) is
// the files that follow this rule, and the build finds each island's chunk by the same path.

/** The script a page with islands loads (the Vite entry `islands`). */
export const ISLANDS_ENTRY = 'src/islands/start.ts';

/** The module of an island, relative to the project. */
export const islandSource = (blockType: string, island: string): string => `src/blocks/${blockType}/${island}.island.tsx`;

/** The island's name from its module's path ("../blocks/events/events.island.tsx" -> "events"). */
export const islandNameOf = (path: string): string | undefined => /\/([a-z0-9-]+)\.island\.tsx$/.exec(path)?.[1];
