import { z } from 'zod';
import { link, text } from '../../content/fields.ts';

/** The towns we travel to, grouped by county. */
export const serviceAreasBlock = z.strictObject({
  type: z.literal('service-areas'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens' }).optional(),
  heading: text.optional(),
  intro: text.optional(),
  /** A closing line under the grid, e.g. "Not seeing your town? ..."; `action` adds a button next to it. */
  prompt: text.optional(),
  action: link.optional(),
  /**
   * `config`: the full list in site.config.yaml `serviceAreas` (towns with an `href` are links).
   * `towns`: one link per town page in pages/towns/, so a new town file shows up by itself.
   */
  source: z.enum(['config', 'towns']).default('config'),
  tone: z.enum(['plain', 'soft']).default('plain'),
});
