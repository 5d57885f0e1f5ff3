// What a build keeps on disk for the next build (in the content's .cache/): the files' parses, the routes they
// were assembled into, and the towns' similar pairs. The build opens them as one value and passes it to the
// load (LoadOptions.kept), then saves it; a load without them does every step itself and gives the same result.
import { join } from 'node:path';
import { ParseStore } from './parse-cache.ts';
import { RouteStore } from './route-cache.ts';
import { KeptSimilarity } from './town-similarity.ts';

export interface KeptCaches {
  readonly parses?: ParseStore | undefined;
  readonly routes?: RouteStore | undefined;
  readonly similarity?: KeptSimilarity | undefined;
}

/** The caches kept in `folder`, for code of version `code` (the routes kept under another are not read). */
export function keptCachesIn(folder: string, code: string): KeptCaches {
  return {
    parses: ParseStore.open(join(folder, 'parsed.json')),
    routes: new RouteStore(join(folder, 'routes'), code),
    similarity: new KeptSimilarity(join(folder, 'town-similarity.json')),
  };
}

/** Writes what the last load changed of them (the similar pairs are written as they are found). */
export function saveKept(kept: KeptCaches): void {
  kept.parses?.save();
  kept.routes?.save();
}
