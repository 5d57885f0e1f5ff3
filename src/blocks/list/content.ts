import { defineBlockContent } from '../define-content.ts';
import { listBlock } from './schema.ts';

export default defineBlockContent({ type: 'list', schema: listBlock });
