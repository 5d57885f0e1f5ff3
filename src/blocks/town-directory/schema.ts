import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { optionalSectionHead, tone } from '../shared.ts';

/**
 * Every town by county, each with the services it gets: the towns hub. The towns come from pages/towns/
 * and the `otherTowns` of site.config.yaml; only the words around them are written here.
 */
export const townDirectoryBlock = z.strictObject({
  type: z.literal('town-directory').describe("The block type. Every town by county with the services it gets (made from the town pages)."),
  ...optionalSectionHead,
  /** Before the towns of a county that have no page of their own, e.g. "We also travel to". */
  otherTownsLabel: text.describe("The words before the towns served without a page, e.g. \"We also travel to:\"."),
  /** Shown for a town whose page offers none of the services. */
  noServicesLabel: text.optional().describe("Shown for a town that gets none of the services."),
  tone,
});
