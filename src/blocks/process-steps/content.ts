import { defineBlockContent } from '../define-content.ts';
import { processStepsBlock } from './schema.ts';

export default defineBlockContent({ type: 'process-steps', schema: processStepsBlock });
