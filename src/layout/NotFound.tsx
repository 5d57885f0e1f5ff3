import { css } from '@emotion/react';
import { colors, fontSize, fonts, space } from '../theme.ts';
import { buttonCss } from '../ui/button.tsx';
import { Container } from '../ui/layout.tsx';
import { notFoundText } from './messages.ts';

/**
 * The not-found page (dist/404.html, served for every unknown path). `data-not-found` tells
 * src/layout/enhance.ts to log the address the visitor asked for, which only the browser knows.
 */
export function NotFound() {
  return (
    <section data-not-found="" css={css({ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', paddingBlock: space[9] })}>
      <Container>
        <p aria-hidden="true" css={css({ fontFamily: fonts.heading, fontSize: '5rem', lineHeight: 1, color: colors.rose, margin: 0 })}>
          404
        </p>
        <h1 id="page-title" css={css({ fontFamily: fonts.heading, fontSize: fontSize.h2, color: colors.plum, margin: `${space[4]} 0 ${space[6]}` })}>
          {notFoundText.heading}
        </h1>
        <a href="/" css={buttonCss.primary}>
          {notFoundText.home}
        </a>
      </Container>
    </section>
  );
}
