import { defineBlock } from '../define.tsx';
import { TownDirectory } from './TownDirectory.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: TownDirectory });
