import { defineBlock } from '../define.tsx';
import { TownDirectory } from './TownDirectory.tsx';
import { resolveTownDirectory } from './resolve.ts';
import { townDirectoryBlock } from './schema.ts';

export default defineBlock({ type: 'town-directory', schema: townDirectoryBlock, resolve: resolveTownDirectory, Component: TownDirectory });
