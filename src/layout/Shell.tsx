import type { ReactNode } from 'react';
import { Global, css } from '@emotion/react';
import type { SiteConfig } from '../schema/site-schema.ts';
import { colors, fontSize, fonts, layout, radius, space } from '../theme.ts';
import { ActionBar } from './ActionBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { layoutText } from './messages.ts';

const globalCss = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  // Keeps anchor targets and focused elements clear of the fixed header. (A scroll-margin on the
  // targets as well would add up with this and leave a double gap.)
  html: { scrollPaddingTop: `calc(${layout.headerHeight} + ${space[4]})`, WebkitTextSizeAdjust: '100%' },
  body: { margin: 0, background: colors.cream, color: colors.ink, fontFamily: fonts.body, fontSize: fontSize.base, lineHeight: 1.65 },
  // Form controls do not inherit the page's font by default: without this they are drawn in the system's.
  'button, input, select, textarea': { fontFamily: 'inherit' },
  'img, svg': { maxWidth: '100%' },
  a: { color: colors.rose },
  ':focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px', borderRadius: '4px' },
  // Shown by src/islands/load-error.ts in place of an interactive part whose code could not be downloaded.
  '.island-error': {
    maxWidth: layout.maxWidth,
    margin: `${space[6]} auto`,
    padding: space[4],
    border: `1px solid ${colors.danger}`,
    borderRadius: radius.md,
    color: colors.danger,
    background: colors.white,
    '& button': { font: 'inherit', color: colors.rose, textDecoration: 'underline', background: 'none', border: 0, padding: 0, cursor: 'pointer' },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto' },
  },
});

const skipCss = css({
  position: 'absolute',
  left: space[2],
  top: '-100px',
  zIndex: 100,
  padding: `${space[2]} ${space[4]}`,
  background: colors.plum,
  color: colors.white,
  '&:focus': { top: space[2] },
});

/**
 * The frame of every page: skip link, header, main, footer and, unless `actionBar` is false (on the page
 * the bar's "Book" leads to), the call-and-book bar of phone screens. Rendered on the server only.
 */
export function Shell({ site, actionBar = true, children }: { site: SiteConfig; actionBar?: boolean; children: ReactNode }) {
  return (
    <>
      <Global styles={globalCss} />
      <a href="#main" css={skipCss}>
        {layoutText.skip}
      </a>
      <Header site={site} />
      <main id="main" tabIndex={-1} css={css({ paddingTop: layout.headerHeight, outline: 'none' })}>
        {children}
      </main>
      <Footer site={site} />
      {actionBar && <ActionBar site={site} />}
    </>
  );
}
