// Addresses of this site's pages as links write them.

/** The path part of a local URL: no #hash, no ?query, no trailing slash, percent-escapes decoded. */
export function pathOf(value: string): string {
  const bare = value.replace(/[?#].*$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  try {
    return decodeURI(trimmed);
  } catch {
    return trimmed;
  }
}
