import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';
import { id, intro, optionalHeading, tone } from '../shared.ts';

/** The towns we travel to, grouped by county. */
export const serviceAreasBlock = z.strictObject({
  type: z.literal('service-areas').describe("The block type. The towns served, by county (made from the town pages)."),
  id,
  heading: optionalHeading,
  intro,
  /** A closing line under the grid, e.g. "Not seeing your town? ..."; `action` adds a button next to it. */
  prompt: text.optional().describe("A line after the lists, e.g. asking about a town not listed."),
  action: link.optional().describe("A button after the lists: its words and where it leads."),
  /**
   * Without it: every town, by county (a town with a page in pages/towns/ is a link; the `otherTowns` of
   * site.config.yaml are listed by name). With a service key (e.g. `toothGems`): only the towns whose page
   * says they get that service.
   */
  service: text.optional().describe("Only the towns that get this service, by its one-word name in Site settings › Services, e.g. \"parties\"; left empty, every town."),
  tone,
});
