import { defineBlock } from '../define.tsx';
import { Showcase } from './Showcase.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Showcase });
