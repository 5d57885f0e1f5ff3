import { defineBlock } from '../define.tsx';
import { InfoBox } from './InfoBox.tsx';
import { infoBoxBlock } from './schema.ts';

export default defineBlock({ type: 'info-box', schema: infoBoxBlock, Component: InfoBox });
