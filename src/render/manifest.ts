// Reads Vite's build manifest: which files a page with islands loads.
import { islandList } from './island-list.ts';
import { ISLANDS_ENTRY, islandSource } from '../islands/files.ts';
import type { PageScripts } from './page-html.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Each island's module, by name (see src/islands/files.ts). */
const islandSources = new Map(islandList.map(({ name, blockType }) => [name, islandSource(blockType, name)]));

/**
 * The island runtime's entry and, per island, every file it needs: React (which the entry imports once the
 * page is idle), and the island's chunk with its imports. The entry requests them all at once then.
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
  const islandKeys = new Set(islandSources.values());
  const runtime = [...closure([...(entry.imports ?? []), ...(entry.dynamicImports ?? []).filter((key) => !islandKeys.has(key))])];
  for (const [name, src] of islandSources) {
    if (!manifest[src]?.isDynamicEntry) throw new Error(`No chunk found for the island "${name}" (${src}).`);
  }
  return {
    islands: `/${entry.file}`,
    chunks: (name) => {
      const src = islandSources.get(name);
      if (!src || !manifest[src]?.isDynamicEntry) throw new Error(`No chunk found for the island "${name}" (${src ?? 'no block declares it'}).`);
      return [...new Set([...runtime, ...closure([src])])].filter((key) => key !== ISLANDS_ENTRY).map(url);
    },
  };
}
