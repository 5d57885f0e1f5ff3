// Field schemas shared by the site config, pages, blocks and collections.
// Naming convention the cross-file checks rely on: a link lives in a key named `href` (or ending in
// `Href`, or `page` for a service's page); a local image lives in a key named `src`, `image` or ending in `Image`.
import { z } from 'zod';

export const text = z.string().trim().min(1, { error: 'must not be empty' });

/** Paragraphs are written as one block of text; a blank line starts a new paragraph. */
export const richText = text;

/** "//host" and "/\\host" look like paths but lead to another site. */
const NOT_ANOTHER_HOST = /^(?!\/[/\\])/;
const otherHost = 'starts with "//", which leads to another site: write a page of this site with one "/", or a full https:// address';

export const href = z
  .string()
  .regex(/^(\/|#|https:\/\/|mailto:|tel:)/, {
    error: 'must start with "/" (a page of this site), "#", "https://", "mailto:" or "tel:"',
  })
  .regex(NOT_ANOTHER_HOST, { error: otherHost })
  .describe('Where the link leads: a page of this site, e.g. /contact, or /contact#book to land on one part of it; a full web address starting with https://; or mailto: or tel: followed by an email address or a phone number.');

export const imageSrc = z
  .string()
  .regex(/^(\/|https:\/\/)/, { error: 'must be a path inside public/ starting with "/", or an https:// URL' })
  .regex(NOT_ANOTHER_HOST, { error: otherHost })
  .describe("A picture: a photo from the site's photos (choose one, or upload it in Photos), e.g. /images/my-photo.jpg, or the full https:// address of a picture on another site.")
  // JSON Schema's word for "this text names a picture": the studio offers the pictures of public/images here.
  .meta({ contentMediaType: 'image/*' });

/** An address on another site, such as a social profile: always https. */
export const httpsUrl = z.string().regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#][^\s"'<>]*)?$/i, {
  error: 'must be a full https:// address, such as https://www.instagram.com/yourname',
});

/** The site's own address: https, a host name and nothing after it (pages add their paths to it). */
export const siteUrl = z
  .string()
  .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?\/?$/i, {
    error: 'must be the address of the site\'s home page: https:// and the host name, nothing after it (such as https://www.example.com)',
  })
  .describe('The address of the home page, e.g. https://www.yourbusiness.com (links in search results and social previews use it).')
  .transform((url) => url.replace(/\/$/, ''));

export const image = z.strictObject({
  src: imageSrc,
  alt: z.string().describe('What the picture shows, for people who cannot see it (empty for a purely decorative one).'),
});

/** A place on the map in decimal degrees, as a map app shows it: `lat: 33.1385`, `lng: -96.1108`. */
export const coordinates = z.strictObject({
  lat: z.number({ error: 'must be a number of degrees, like 33.1385' }).min(-90, { error: 'must be between -90 and 90' }).max(90, { error: 'must be between -90 and 90' }).describe("Latitude in decimal degrees (north is positive), e.g. 33.1385."),
  lng: z.number({ error: 'must be a number of degrees, like -96.1108' }).min(-180, { error: 'must be between -180 and 180' }).max(180, { error: 'must be between -180 and 180' }).describe("Longitude in decimal degrees (west is negative), e.g. -96.1108."),
});

export const link = z.strictObject({ label: text.describe('The words of the link or button, e.g. "Book Now".'), href });

/**
 * A client's words about us. `sample: true` marks a made-up one (the site ships with some): the launch
 * check (`npm run check:launch`) lists each until it is replaced by a real review.
 */
export const testimonial = z.strictObject({
  quote: text.describe("The client's words, as they said them."),
  name: text.describe('The client\'s name as they agreed to show it, e.g. "Sam T.".'),
  location: text.describe("Where the client is from, e.g. \"Tyler, TX\"."),
  sample: z.boolean().optional().describe('Ticked for a made-up testimonial: the Launch check lists it until it is replaced by a real one.'),
});

export type Link = z.infer<typeof link>;
export type Image = z.infer<typeof image>;
