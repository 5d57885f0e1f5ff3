// Reads Vite's build manifest: which files a page with islands loads.
import { isIsland, islandModules } from '../island-modules.ts';
import type { PageScripts } from './page-html.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const ISLANDS_ENTRY = 'src/islands.ts';
/** What the entry loads once the page is painted: React and the hydration of every island. */
const HYDRATE = 'src/hydrate-islands.tsx';

/**
 * The island runtime's entry and, per island, every file it needs: React and the hydration code, and the
 * island's chunk with its imports. The entry requests them all at once after the page has loaded.
 */
export function islandChunks(manifest: Manifest): PageScripts {
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`The client build has no ${ISLANDS_ENTRY} entry.`);
  const url = (key: string) => `/${manifest[key]?.file ?? key}`;
  // The entry itself is already in the page; what it loads after the page has loaded is listed.
  const runtime = [...closure([...(entry.imports ?? []), HYDRATE])].filter((key) => key !== ISLANDS_ENTRY);
  for (const [name, { src }] of Object.entries(islandModules)) {
    if (!manifest[src]?.isDynamicEntry) throw new Error(`No chunk found for the island "${name}" (${src}).`);
  }
  return {
    islands: `/${entry.file}`,
    chunks: (name) => {
      const src = isIsland(name) ? islandModules[name].src : undefined;
      if (!src || !manifest[src]?.isDynamicEntry) throw new Error(`No chunk found for the island "${name}" (${src ?? 'not in src/island-modules.ts'}).`);
      return [...new Set([...runtime, ...closure([src])])].map(url);
    },
  };
}
