// Where the browser finds each island's code: every `src/blocks/<type>/<name>.island.tsx` (see files.ts),
// each in a chunk of its own that is fetched only by pages that have the island. The server's list is the
// `island` of each block's view (src/blocks/index.ts); the build stops if one has no file here.
import type { ComponentType } from 'react';
import { islandNameOf } from './files.ts';

type IslandModule = () => Promise<{ default: ComponentType<object> }>;

const files = import.meta.glob<{ default: ComponentType<object> }>('../blocks/*/*.island.tsx');

const byName = new Map<string, IslandModule>();
for (const [path, load] of Object.entries(files)) {
  const name = islandNameOf(path);
  if (name) byName.set(name, load);
}

/** The island's component, or undefined when no island has this name. */
export function islandModule(name: string): IslandModule | undefined {
  return byName.get(name);
}
