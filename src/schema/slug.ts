/** The address part of a town name, as the spec defines it: lower-cased, spaces to hyphens. */
export function townSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
