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
