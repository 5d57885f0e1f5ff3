import { defineBlockContent } from '../define-content.ts';
import { resolveServiceAreas } from './resolve.ts';
import { serviceAreasBlock } from './schema.ts';

export default defineBlockContent({ type: 'service-areas', schema: serviceAreasBlock, resolve: resolveServiceAreas });
