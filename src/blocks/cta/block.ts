import { defineBlock } from '../define.tsx';
import { Cta } from './Cta.tsx';
import { ctaBlock } from './schema.ts';

export default defineBlock({ type: 'cta', schema: ctaBlock, Component: Cta });
