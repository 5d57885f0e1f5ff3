// The texts src/layout/enhance.ts needs. They live apart from ./messages.ts (which re-exports them) so
// that the page script shares no module with the island runtime: a shared module would become a chunk
// of its own, a second request on every page.
export const notFoundText = {
  title: 'Page not found',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
  log: '404 Error: User attempted to access non-existent route:',
} as const;

/** The mobile menu toggle's accessible name; src/layout/enhance.ts swaps it when the menu opens or closes. */
export const menuText = {
  open: 'Open menu',
  close: 'Close menu',
} as const;
