import { defineBlock } from '../define.tsx';
import { Cards } from './Cards.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Cards });
