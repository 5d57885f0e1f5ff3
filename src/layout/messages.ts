// Interface texts of the shared layout (not business facts).
export { menuText, notFoundText } from './page-text.ts';

export const layoutText = {
  skip: 'Skip to main content',
} as const;
