import { defineBlock } from '../define.tsx';
import { Faq } from './Faq.tsx';
import { faqBlock } from './schema.ts';

export default defineBlock({ type: 'faq', schema: faqBlock, Component: Faq });
