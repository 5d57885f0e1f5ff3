import { defineBlock } from '../define.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { processStepsBlock } from './schema.ts';

export default defineBlock({ type: 'process-steps', schema: processStepsBlock, Component: ProcessSteps });
