import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';

/**
 * The trail of links from the home page to this one ("Home › Towns We Serve › Greenville"). The page
 * itself comes last, as plain text. Search engines get the same trail as structured data.
 */
export const breadcrumbsBlock = z.strictObject({
  type: z.literal('breadcrumbs'),
  /** What screen readers call the trail. */
  label: text.default('Breadcrumb'),
  links: z.array(link).min(1),
  /** The name of this page, last in the trail. */
  current: text,
});
