import { defineBlock } from '../define.tsx';
import { BeforeAfter } from './BeforeAfter.tsx';
import { beforeAfterBlock } from './schema.ts';

export default defineBlock({ type: 'before-after', schema: beforeAfterBlock, Component: BeforeAfter });
