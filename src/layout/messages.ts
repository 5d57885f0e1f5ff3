// Interface texts of the shared layout (not business facts).
export const notFoundText = {
  title: 'Page not found',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
  log: '404 Error: User attempted to access non-existent route:',
} as const;

export const layoutText = {
  skip: 'Skip to main content',
} as const;

/** Shown in place of a part of the page whose code could not be downloaded (offline, or a new deploy). */
export const blockErrorText = {
  message: 'This part of the page could not be loaded. Check your connection and reload the page.',
  reload: 'Reload the page',
} as const;
