// The texts src/layout/enhance.ts needs. They live apart from ./messages.ts (which re-exports them) so
// that the page script shares no module with the island runtime: a shared module would become a chunk
// of its own, a second request on every page.
/** What the not-found page logs with its path (the page script says it, so it is its own export). */
export const notFoundLog = '404 Error: User attempted to access non-existent route:';

export const notFoundText = {
  title: 'Page not found',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
  log: notFoundLog,
} as const;

/** The mobile menu toggle's accessible name; src/layout/enhance.ts swaps it when the menu opens or closes. */
export const menuText = {
  open: 'Open menu',
  close: 'Close menu',
} as const;
