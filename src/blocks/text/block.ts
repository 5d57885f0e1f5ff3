import { defineBlock } from '../define.tsx';
import { TextSection } from './Text.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: TextSection });
