import { defineBlock } from '../define.tsx';
import { InfoBox } from './InfoBox.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: InfoBox });
