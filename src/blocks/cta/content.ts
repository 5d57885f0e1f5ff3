import { defineBlockContent } from '../define-content.ts';
import { ctaBlock } from './schema.ts';

export default defineBlockContent({ type: 'cta', schema: ctaBlock });
