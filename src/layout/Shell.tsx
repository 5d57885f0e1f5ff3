import { useEffect, type ReactNode } from 'react';
import { Global, css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { colors, fontSize, fonts, layout, space } from '../theme.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { layoutText } from './messages.ts';

const globalCss = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  // Keeps anchor targets and focused elements clear of the fixed header. (A scroll-margin on the
  // targets as well would add up with this and leave a double gap.)
  html: { scrollPaddingTop: `calc(${layout.headerHeight} + ${space[4]})`, WebkitTextSizeAdjust: '100%' },
  body: { margin: 0, background: colors.cream, color: colors.ink, fontFamily: fonts.body, fontSize: fontSize.base, lineHeight: 1.65 },
  'img, svg': { maxWidth: '100%' },
  a: { color: colors.rose },
  ':focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px', borderRadius: '4px' },
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

/** On a new path, scroll to its #anchor (below the fixed header) or to the top. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function Shell({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  // Marks the moment the page became interactive (browser tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Global styles={globalCss} />
      <a href="#main" css={skipCss}>
        {layoutText.skip}
      </a>
      <Header />
      <main id="main" tabIndex={-1} css={css({ paddingTop: layout.headerHeight, outline: 'none' })}>
        {children}
      </main>
      <Footer />
    </>
  );
}
