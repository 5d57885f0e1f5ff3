import { defineBlock } from '../define.tsx';
import { ServiceAreas } from './ServiceAreas.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: ServiceAreas });
