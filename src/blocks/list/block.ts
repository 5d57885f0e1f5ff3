import { defineBlock } from '../define.tsx';
import { List } from './List.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: List });
