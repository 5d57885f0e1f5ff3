import { defineBlock } from '../define.tsx';
import { BeforeAfter } from './BeforeAfter.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: BeforeAfter });
