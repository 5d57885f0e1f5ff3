import { defineBlock } from '../define.tsx';
import { LinkChips } from './LinkChips.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: LinkChips });
