import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { optionalSectionHead, tone } from '../shared.ts';

/**
 * Every town by county, each with the services it gets: the towns hub. The towns come from pages/towns/
 * and the `otherTowns` of site.config.yaml; only the words around them are written here.
 */
export const townDirectoryBlock = z.strictObject({
  type: z.literal('town-directory'),
  ...optionalSectionHead,
  /** Before the towns of a county that have no page of their own, e.g. "We also travel to". */
  otherTownsLabel: text,
  /** Shown for a town whose page offers none of the services. */
  noServicesLabel: text.optional(),
  tone,
});
