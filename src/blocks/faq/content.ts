import { defineBlockContent } from '../define-content.ts';
import { faqBlock } from './schema.ts';

export default defineBlockContent({ type: 'faq', schema: faqBlock });
