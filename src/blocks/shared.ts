// Fields that many blocks share, defined once with their owner-facing messages (the way Puck shares
// field groups). A block schema spreads a group (`...sectionHead`) or names a field (`tone`, `intro`)
// rather than writing the rule again. Messages start with "must ", so the error catalogue uses them as is.
import { z } from 'zod';
import { text } from '../schema/fields.ts';

/**
 * An anchor: `/page#our-services` scrolls to the section (or card) whose id is `our-services`.
 * Use `id` for an optional one; a block with a fixed default writes `anchor.default('faq')`.
 */
export const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, {
    error: 'must be lower-case letters, digits and hyphens, starting with a letter (it becomes the #anchor that links to this part of the page)',
  })
  .describe('A name for this part of the page, so a link like /page#our-services lands on it: lower-case letters, digits and hyphens.');

/** Optional; without it the section has no anchor to link to. */
export const id = anchor.optional();

/** `soft` draws the section on a tinted band, to set it apart from its neighbours. */
export const tone = z.enum(['plain', 'soft']).default('plain').describe('soft draws the section on a tinted band, to set it apart; plain (the default) does not.');

/** A short line above the heading, e.g. "How it works". */
export const eyebrow = text.optional().describe('A short line above the heading, e.g. "How it works".');

/** The section's heading. */
export const heading = text.describe("The section's heading.");

/** The heading of a block that may go without one. */
export const optionalHeading = text.optional().describe("The section's heading (optional).");

/** A short paragraph under the heading. */
export const intro = text.optional().describe('A short paragraph under the heading.');

/** The head of a section: anchor, eyebrow, heading, intro (in the order an owner writes them). */
export const sectionHead = { id, eyebrow, heading, intro };

/** The same, for blocks whose heading may be left out. */
export const optionalSectionHead = { id, eyebrow, heading: optionalHeading, intro };
