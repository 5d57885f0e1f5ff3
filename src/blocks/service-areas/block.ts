import { defineBlock } from '../define.tsx';
import { ServiceAreas } from './ServiceAreas.tsx';
import { resolveServiceAreas } from './resolve.ts';
import { serviceAreasBlock } from './schema.ts';

export default defineBlock({ type: 'service-areas', schema: serviceAreasBlock, resolve: resolveServiceAreas, Component: ServiceAreas });
