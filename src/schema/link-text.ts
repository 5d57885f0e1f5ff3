// Link texts that say nothing of where they lead when heard alone, as screen readers list a page's links and
// search engines read them: Lighthouse's "link-text" list and a few more of the same kind.
const GENERIC = new Set([
  'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information',
  'right here', 'read more', 'see more', 'start', 'this', 'continue', 'continue reading', 'details', 'more details',
  'find out more', 'discover more', 'read on', 'view', 'view more', 'link',
]);

/** "Learn More", "read more…" and the like (case, spacing and a trailing arrow or full stop do not matter). */
export function isGenericLinkText(text: string): boolean {
  return GENERIC.has(text.replace(/\s+/g, ' ').trim().toLowerCase().replace(/\s*[.!…›»→>]+$/u, ''));
}
