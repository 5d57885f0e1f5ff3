import { defineBlockContent } from '../define-content.ts';
import { beforeAfterBlock } from './schema.ts';

export default defineBlockContent({ type: 'before-after', schema: beforeAfterBlock });
