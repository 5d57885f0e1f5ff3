import { css } from '@emotion/react';
import { colors, fontSize, fonts, measure, mq, space } from '../../theme.ts';
import { Container } from '../../ui/layout.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import { useImageSize } from '../../ui/image-sizes.ts';
import { atOnce, Responsive } from '../../ui/img.tsx';
import type { BlockProps } from '../types.ts';
import type { heroBlock } from './schema.ts';

const heights = { large: { min: '78vh', md: '640px' }, banner: { min: '320px', md: '420px' } } as const;

export function Hero({ block }: BlockProps<typeof heroBlock>) {
  const size = useImageSize(block.image);
  const h = heights[block.size];
  return (
    <section
      aria-labelledby="page-title"
      css={css({
        position: 'relative',
        display: 'grid',
        alignItems: 'center',
        minHeight: h.min,
        [mq.md]: { minHeight: h.md },
        overflow: 'hidden',
        color: colors.white,
        background: `linear-gradient(135deg, ${colors.plumDeep}, ${colors.rose})`,
      })}
    >
      {block.image && (
        <Responsive src={block.image} sizes="100vw">
          {(file) => (
            <img
              {...atOnce(size, file)}
              alt=""
              width={size?.width}
              height={size?.height}
              css={css({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' })}
            />
          )}
        </Responsive>
      )}
      {/* A scrim keeps white text at AA contrast over any picture. */}
      <div
        aria-hidden="true"
        css={css({
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(51,20,41,0.62) 0%, rgba(51,20,41,0.78) 100%)',
        })}
      />
      <Container css={css({ position: 'relative', paddingBlock: space[8], textAlign: 'center' })}>
        <h1
          id="page-title"
          css={css({ fontFamily: fonts.heading, fontSize: fontSize.h1, lineHeight: 1.1, margin: `0 auto ${space[4]}`, maxWidth: measure.heroTitle })}
        >
          {block.title}
        </h1>
        {block.subtitle && (
          <p css={css({ fontSize: fontSize.xl, color: colors.onDark, margin: `0 auto ${space[6]}`, maxWidth: '40rem' })}>
            {block.subtitle}
          </p>
        )}
        {block.actions.length > 0 && (
          <div css={css({ display: 'flex', gap: space[3], justifyContent: 'center', flexWrap: 'wrap' })}>
            {block.actions.map((a, i) => (
              <ButtonLink key={a.href + a.label} href={a.href} variant={i === 0 ? 'primary' : 'light'}>
                <LinkText label={a.label} subject={block.title} />
              </ButtonLink>
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}
