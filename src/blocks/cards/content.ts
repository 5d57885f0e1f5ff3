import { defineBlockContent } from '../define-content.ts';
import { cardsBlock } from './schema.ts';

export default defineBlockContent({ type: 'cards', schema: cardsBlock });
