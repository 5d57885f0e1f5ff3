import type { BlockOf, BlockType } from './schemas.ts';

export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
}
