import { defineBlockContent } from '../define-content.ts';
import { showcaseBlock } from './schema.ts';

export default defineBlockContent({ type: 'showcase', schema: showcaseBlock });
