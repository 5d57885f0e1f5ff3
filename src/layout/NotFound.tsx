import { useEffect } from 'react';
import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { colors, fontSize, fonts, space } from '../theme.ts';
import { Container } from '../ui/layout.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { notFoundText } from './messages.ts';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(notFoundText.log, pathname);
  }, [pathname]);
  return (
    <section css={css({ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', paddingBlock: space[9] })}>
      <Container>
        <p aria-hidden="true" css={css({ fontFamily: fonts.heading, fontSize: '5rem', lineHeight: 1, color: colors.rose, margin: 0 })}>
          404
        </p>
        <h1 id="page-title" css={css({ fontFamily: fonts.heading, fontSize: fontSize.h2, color: colors.plum, margin: `${space[4]} 0 ${space[6]}` })}>
          {notFoundText.heading}
        </h1>
        <ButtonLink href="/">{notFoundText.home}</ButtonLink>
      </Container>
    </section>
  );
}
