import { defineBlockContent } from '../define-content.ts';
import { textBlock } from './schema.ts';

export default defineBlockContent({ type: 'text', schema: textBlock });
