// Design tokens: the only place colours, type, spacing and breakpoints are written down.
import { fontStack } from './font-fallbacks.ts';

export const colors = {
  ink: '#2a1a24', // body text
  plum: '#4a1d3f', // headings, header, footer
  plumDeep: '#331429',
  rose: '#b0124f', // accent: buttons, links (6.6:1 on white)
  roseDark: '#8c0e3f',
  blush: '#fbe9ee', // soft section backgrounds
  blushDeep: '#f4cfda',
  gold: '#c9a45c', // decorative only: too light for text on white
  goldLight: '#f3e6c8',
  cream: '#fffaf5', // page background
  white: '#ffffff',
  muted: '#6b5563', // secondary text (6.6:1 on cream)
  line: '#ead7de',
  onDark: '#fdf2f6',
  onDarkMuted: '#e6cfdb',
  focus: '#1a5fd6',
  success: '#1f6f43',
  danger: '#a3122d',
} as const;

/** Each web font is followed by system fonts scaled to its metrics (src/font-fallbacks.ts), then the generic stack. */
export const fonts = {
  heading: fontStack('Playfair Display', "Georgia, 'Times New Roman', serif"),
  body: fontStack('Inter', "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"),
} as const;

/**
 * Line lengths, in em rather than ch: a ch is the width of "0" in whichever font draws the text, so a
 * ch-based width would change, and the lines rewrap, when the web font replaces its fallback.
 * Prose: about 70 characters of Inter ("0" is 0.63 em); the hero title: about 22 of Playfair Display Bold (0.645 em).
 */
export const measure = { prose: '44em', heroTitle: '14.2em' } as const;

/** A modular type scale (rem); headings use clamp() so phones get smaller sizes without breakpoints. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  h3: 'clamp(1.2rem, 1.1rem + 0.5vw, 1.5rem)',
  h2: 'clamp(1.6rem, 1.3rem + 1.4vw, 2.4rem)',
  h1: 'clamp(2.1rem, 1.6rem + 2.6vw, 3.6rem)',
} as const;

export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
} as const;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(74, 29, 63, 0.06), 0 8px 24px rgba(74, 29, 63, 0.08)',
  raised: '0 12px 32px rgba(74, 29, 63, 0.16)',
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1200 } as const;

/** `${mq.md} { ... }` applies from the md breakpoint up. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
} as const;

export const layout = {
  maxWidth: '1200px',
  headerHeight: '72px',
  /** The call-and-book bar at the bottom of phone screens, without the safe area below it. */
  actionBarHeight: '64px',
} as const;

/**
 * The room the call-and-book bar takes at the bottom of a phone screen (src/layout/ActionBar.tsx sets it;
 * 0 where there is no bar). Anything else fixed to the bottom of the screen sits this much higher.
 */
export const bottomBarSpace = 'var(--bottom-bar-space, 0px)';

/** The edges of the screen a notch or a home indicator may cover (index.html sets viewport-fit=cover). */
export const safeArea = {
  left: 'env(safe-area-inset-left, 0px)',
  right: 'env(safe-area-inset-right, 0px)',
  bottom: 'env(safe-area-inset-bottom, 0px)',
} as const;

export const motion = {
  fast: '150ms ease',
  reduce: '@media (prefers-reduced-motion: reduce)',
} as const;
