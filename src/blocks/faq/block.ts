import { defineBlock } from '../define.tsx';
import { Faq } from './Faq.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: Faq });
