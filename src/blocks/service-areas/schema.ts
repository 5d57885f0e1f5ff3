import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';
import { id, intro, optionalHeading, tone } from '../shared.ts';

/** The towns we travel to, grouped by county. */
export const serviceAreasBlock = z.strictObject({
  type: z.literal('service-areas'),
  id,
  heading: optionalHeading,
  intro,
  /** A closing line under the grid, e.g. "Not seeing your town? ..."; `action` adds a button next to it. */
  prompt: text.optional(),
  action: link.optional(),
  /**
   * `config`: the full list in site.config.yaml `serviceAreas` (towns with an `href` are links).
   * `towns`: one link per town page in pages/towns/, so a new town file shows up by itself.
   */
  source: z.enum(['config', 'towns']).default('config'),
  tone,
});
