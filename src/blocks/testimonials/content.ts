import { defineBlockContent } from '../define-content.ts';
import { testimonialsBlock } from './schema.ts';

export default defineBlockContent({ type: 'testimonials', schema: testimonialsBlock });
