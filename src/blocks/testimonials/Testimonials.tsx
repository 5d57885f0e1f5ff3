import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, fonts, mq, radius, shadow, space } from '../../theme.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { Icon } from '../icon.tsx';
import type { BlockProps } from '../types.ts';
import type { testimonialsBlock } from './schema.ts';

export function Testimonials({ block }: BlockProps<typeof testimonialsBlock>) {
  const headingId = useId();
  return (
    <Section tone="soft" labelledBy={headingId}>
      <SectionHeading id={headingId} heading={block.heading} center />
      <ul css={css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space[5], [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
        {block.items.map((t) => (
          <li key={t.name + t.quote.slice(0, 12)}>
            <figure css={css({ margin: 0, height: '100%', background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card, padding: space[6], display: 'flex', flexDirection: 'column', gap: space[4] })}>
              <span aria-hidden="true" css={css({ color: colors.gold, display: 'flex', gap: 2 })}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Icon key={i} name="star" size={18} filled />
                ))}
              </span>
              <blockquote css={css({ margin: 0, fontFamily: fonts.heading, fontSize: fontSize.lg, fontStyle: 'italic', color: colors.ink, lineHeight: 1.6 })}>
                <p css={css({ margin: 0 })}>“{t.quote}”</p>
              </blockquote>
              <figcaption css={css({ marginTop: 'auto', color: colors.muted })}>
                <strong css={css({ color: colors.plum })}>{t.name}</strong>, {t.location}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
