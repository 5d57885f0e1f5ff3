import { defineBlock } from '../define.tsx';
import { Testimonials } from './Testimonials.tsx';
import { testimonialsBlock } from './schema.ts';

export default defineBlock({ type: 'testimonials', schema: testimonialsBlock, Component: Testimonials });
