import type { z } from 'zod';
import type { ResolveContext } from '../context.ts';
import { areasFor } from './areas.ts';
import type { serviceAreasBlock } from './schema.ts';

export const resolveServiceAreas = (block: z.infer<typeof serviceAreasBlock>, { site, towns }: ResolveContext) => ({
  ...block,
  areas: areasFor(site, towns, block.service),
});
