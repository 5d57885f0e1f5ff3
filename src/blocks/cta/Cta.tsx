import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, fonts, space } from '../../theme.ts';
import { Container } from '../../ui/layout.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import type { BlockProps } from '../types.ts';
import type { ctaBlock } from './schema.ts';

export function Cta({ block }: BlockProps<typeof ctaBlock>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={css({ background: `linear-gradient(135deg, ${colors.plum}, ${colors.roseDark})`, color: colors.onDark, paddingBlock: space[8], textAlign: 'center' })}
    >
      <Container>
        <h2 id={headingId} css={css({ fontFamily: fonts.heading, fontSize: fontSize.h2, color: colors.white, margin: `0 0 ${space[4]}` })}>
          {block.heading}
        </h2>
        {block.body && <p css={css({ fontSize: fontSize.lg, maxWidth: '40rem', margin: `0 auto ${space[6]}` })}>{block.body}</p>}
        <ButtonLink href={block.action.href} variant="light">
          <LinkText label={block.action.label} subject={block.heading} />
        </ButtonLink>
      </Container>
    </section>
  );
}
