import { defineBlock } from '../define.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import content from './content.ts';

export default defineBlock(content, { Component: ProcessSteps });
