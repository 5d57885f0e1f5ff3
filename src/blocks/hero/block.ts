import { defineBlock } from '../define.tsx';
import { Hero } from './Hero.tsx';
import { heroBlock } from './schema.ts';

export default defineBlock({ type: 'hero', schema: heroBlock, Component: Hero });
