// Field schemas shared by the site config, pages, blocks and collections.
// Naming convention the cross-file checks rely on: a link lives in a key named `href` (or ending in
// `Href`, or `page` for a service's page); a local image lives in a key named `src`, `image` or ending in `Image`.
import { z } from 'zod';

export const text = z.string().trim().min(1, { error: 'must not be empty' });

/** Paragraphs are written as one block of text; a blank line starts a new paragraph. */
export const richText = text;

export const href = z
  .string()
  .regex(/^(\/|#|https:\/\/|mailto:|tel:)/, {
    error: 'must start with "/" (a page of this site), "#", "https://", "mailto:" or "tel:"',
  });

export const imageSrc = z
  .string()
  .regex(/^(\/|https:\/\/)/, { error: 'must be a path inside public/ starting with "/", or an https:// URL' });

export const image = z.strictObject({ src: imageSrc, alt: z.string() });

export const link = z.strictObject({ label: text, href });

export type Link = z.infer<typeof link>;
export type Image = z.infer<typeof image>;
