import { defineBlockContent } from '../define-content.ts';
import { linkChipsBlock } from './schema.ts';

export default defineBlockContent({ type: 'link-chips', schema: linkChipsBlock });
