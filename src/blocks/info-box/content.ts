import { defineBlockContent } from '../define-content.ts';
import { infoBoxBlock } from './schema.ts';

export default defineBlockContent({ type: 'info-box', schema: infoBoxBlock });
