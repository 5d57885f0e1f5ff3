import { defineBlock } from '../define.tsx';
import { Cards } from './Cards.tsx';
import { cardsBlock } from './schema.ts';

export default defineBlock({ type: 'cards', schema: cardsBlock, Component: Cards });
