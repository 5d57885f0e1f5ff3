import { defineBlock } from '../define.tsx';
import { List } from './List.tsx';
import { listBlock } from './schema.ts';

export default defineBlock({ type: 'list', schema: listBlock, Component: List });
