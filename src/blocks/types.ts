import type { ResolvedOf } from './resolve.ts';
import type { BlockType } from './schemas.ts';

/** A block component receives its block resolved: with the site facts it shows (see resolve.ts). */
export interface BlockProps<K extends BlockType> {
  block: ResolvedOf<K>;
}
