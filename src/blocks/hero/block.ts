import { defineBlock } from '../define.tsx';
import { Hero } from './Hero.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Hero });
