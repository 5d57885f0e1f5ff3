import { defineBlock } from '../define.tsx';
import { Showcase } from './Showcase.tsx';
import { showcaseBlock } from './schema.ts';

export default defineBlock({ type: 'showcase', schema: showcaseBlock, Component: Showcase });
