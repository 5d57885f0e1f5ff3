/**
 * A link with the booking form's choices added before its #anchor:
 * ("/contact#book", { service: "birthday" }) -> "/contact?service=birthday#book".
 */
export function bookingHref(href: string, choices: Record<string, string>): string {
  const hashAt = href.indexOf('#');
  const base = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const query = new URLSearchParams(choices).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
