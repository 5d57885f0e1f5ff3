import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';

/**
 * The trail of links from the home page to this one ("Home › Towns We Serve › Greenville"). The page
 * itself comes last, as plain text. Search engines get the same trail as structured data.
 */
export const breadcrumbsBlock = z.strictObject({
  type: z.literal('breadcrumbs').describe("The block type. The trail of links above a page: Home \u203a ... \u203a this page."),
  /** What screen readers call the trail. */
  label: text.default('Breadcrumb').describe("What screen readers call the trail, e.g. \"Breadcrumb\"."),
  links: z.array(link).min(1).describe("The pages above this one, from the home page down."),
  /** The name of this page, last in the trail. */
  current: text.describe("The name of this page, last in the trail."),
});
