import { defineBlock } from '../define.tsx';
import { Cta } from './Cta.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Cta });
