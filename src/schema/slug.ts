// The one rule that turns a name into the part of a web address it gets: used for file names, links
// between towns, the booking form's `?service=` and `&package=`, and every "rename it to ..." suggestion.

/**
 * Lower case, accents folded, every run of other characters one hyphen, none at either end:
 * "Mt. Pleasant" -> "mt-pleasant", "Caddo Mills" -> "caddo-mills", "Quinceañera" -> "quinceanera".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What the slug rule gives back unchanged: lower-case letters and digits joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
