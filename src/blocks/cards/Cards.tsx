import { useId } from 'react';
import { css } from '@emotion/react';
import { breakpoints, colors, fontSize, mq, radius, shadow, space } from '../../theme.ts';
import { Section, SectionHeading, h3Css } from '../../ui/layout.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import { columnSizes, Img } from '../../ui/img.tsx';
import { useFirstScreen } from '../../ui/first-screen.ts';
import { Icon } from '../icon.tsx';
import type { BlockProps } from '../types.ts';
import type { cardsBlock } from './schema.ts';
import type { Card as CardData } from './schema.ts';

const gridCss = (columns: 2 | 3 | 4) =>
  css({
    display: 'grid',
    gap: space[5],
    gridTemplateColumns: '1fr',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  });

export function Cards({ block }: BlockProps<typeof cardsBlock>) {
  const headingId = useId();
  // On the first screen, the first card with a picture has the one loaded at once.
  const eagerAt = useFirstScreen() ? block.cards.findIndex((c) => c.image) : -1;
  return (
    <Section id={block.id} tone={block.tone} labelledBy={block.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <ul css={[gridCss(block.columns), css({ listStyle: 'none', padding: 0, margin: 0 })]}>
        {block.cards.map((card, i) => (
          <li key={card.title} id={card.id} css={css({ display: 'flex' })}>
            <CardView card={card} sizes={columnSizes([[breakpoints.lg, block.columns], [breakpoints.sm, 2]])} eager={i === eagerAt} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CardView({ card, sizes, eager }: { card: CardData; sizes: string; eager: boolean }) {
  return (
    <article
      css={css({
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        background: colors.white,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        overflow: 'hidden',
        border: `1px solid ${colors.line}`,
      })}
    >
      {card.image && <Img src={card.image.src} alt={card.image.alt} sizes={sizes} eager={eager} css={css({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' })} />}
      <div css={css({ display: 'flex', flexDirection: 'column', gap: space[3], padding: space[5], flex: 1 })}>
        {card.icon && (
          <span css={css({ display: 'inline-grid', placeItems: 'center', width: 48, height: 48, borderRadius: radius.pill, background: colors.blush, color: colors.rose })}>
            <Icon name={card.icon} />
          </span>
        )}
        <h3 css={[h3Css, css({ margin: 0 })]}>{card.title}</h3>
        {card.price && <p css={css({ margin: 0, fontWeight: 700, fontSize: fontSize.lg, color: colors.rose })}>{card.price}</p>}
        {card.note && <p css={css({ margin: 0, fontSize: fontSize.sm, color: colors.muted })}>{card.note}</p>}
        {card.description && <p css={css({ margin: 0, color: colors.muted })}>{card.description}</p>}
        {card.features && card.features.length > 0 && (
          <ul css={css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space[2], '& svg': { color: colors.rose, flexShrink: 0, marginTop: 3 } })}>
            {card.features.map((f) => (
              <li key={f} css={css({ display: 'flex', gap: space[2], alignItems: 'flex-start' })}>
                <Icon name="check" size={18} />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        )}
        {card.link && (
          <div css={css({ marginTop: 'auto', paddingTop: space[3] })}>
            <ButtonLink href={card.link.href} variant="secondary">
              <LinkText label={card.link.label} subject={card.title} />
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
  );
}
