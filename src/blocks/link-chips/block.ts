import { defineBlock } from '../define.tsx';
import { LinkChips } from './LinkChips.tsx';
import { linkChipsBlock } from './schema.ts';

export default defineBlock({ type: 'link-chips', schema: linkChipsBlock, Component: LinkChips });
