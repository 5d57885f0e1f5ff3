import { defineBlock } from '../define.tsx';
import { Testimonials } from './Testimonials.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Testimonials });
