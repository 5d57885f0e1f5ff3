import type { z } from 'zod';
import type { ResolveContext } from '../context.ts';
import { areasFor } from './areas.ts';
import { termsOf } from '../../data/bookings/deposit-words.ts';
import type { serviceAreasBlock } from './schema.ts';

export const resolveServiceAreas = (block: z.infer<typeof serviceAreasBlock>, { site, towns }: ResolveContext) => ({
  ...block,
  areas: areasFor(site, towns, block.service),
  // The service's price, deposit and what to prepare, from site.config.yaml, beside where it is offered.
  terms: (() => {
    const service = site.services.find((s) => s.key === block.service);
    return service ? termsOf(service, site.availability?.policy) : {};
  })(),
});
