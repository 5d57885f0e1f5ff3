import { defineBlockContent } from '../define-content.ts';
import { heroBlock } from './schema.ts';

export default defineBlockContent({ type: 'hero', schema: heroBlock });
