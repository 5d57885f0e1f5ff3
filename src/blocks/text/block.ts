import { defineBlock } from '../define.tsx';
import { TextSection } from './Text.tsx';
import { textBlock } from './schema.ts';

export default defineBlock({ type: 'text', schema: textBlock, Component: TextSection });
