import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { intro } from '../shared.ts';

/**
 * The Instagram feed: search form, posts grid and its states. Where the posts come from (the proxy URL,
 * the default username, the timeout) is set once in the `instagram` section of site.config.yaml; the
 * profile link is `social.instagram`. The block only carries the owner's texts around the feed.
 */
export const instagramFeedBlock = z.strictObject({
  type: z.literal('instagram-feed').describe("The block type. The Instagram posts, with a search form."),
  /** A short paragraph above the search form. */
  intro,
  /** Label of a button below the posts that opens the profile (`social.instagram`); no button without it. */
  followLabel: text.optional().describe("The text of the link to the Instagram profile, e.g. \"Follow us on Instagram\" (no link when left out)."),
});
