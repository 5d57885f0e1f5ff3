// Interface texts of the shared layout (not business facts).
export { menuText, notFoundText } from './page-text.ts';

export const layoutText = {
  skip: 'Skip to main content',
} as const;

/** Shown in place of a part of the page whose code could not be downloaded (offline, or a new deploy). */
export const blockErrorText = {
  message: 'This part of the page could not be loaded. Check your connection and reload the page.',
  reload: 'Reload the page',
} as const;
