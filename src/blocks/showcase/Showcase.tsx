import { useId } from 'react';
import { css } from '@emotion/react';
import { breakpoints, colors, fontSize, mq, radius, shadow, space } from '../../theme.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import { columnSizes, Img } from '../../ui/img.tsx';
import { useFirstScreen } from '../../ui/first-screen.ts';
import { Section, SectionHeading, eyebrowCss, h2Css } from '../../ui/layout.tsx';
import { Prose } from '../../ui/prose.tsx';
import { Icon } from '../icon.tsx';
import type { BlockProps } from '../types.ts';
import type { showcaseBlock } from './schema.ts';
import type { ShowcaseItem } from './schema.ts';

export function Showcase({ block }: BlockProps<typeof showcaseBlock>) {
  const headingId = useId();
  const hasHeading = Boolean(block.heading);
  const firstScreen = useFirstScreen();
  return (
    <Section id={block.id} tone={block.tone} labelledBy={hasHeading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <div css={css({ display: 'grid', gap: space[8] })}>
        {block.items.map((item, i) => (
          // Under a block heading the items are h3; alone (a page intro) each item is its own h2.
          <Row key={item.title} item={item} flip={i % 2 === 1} level={hasHeading ? 3 : 2} soft={block.tone === 'soft'} eager={firstScreen && i === 0} />
        ))}
      </div>
    </Section>
  );
}

function Row({ item, flip, level, soft, eager }: { item: ShowcaseItem; flip: boolean; level: 2 | 3; soft: boolean; eager: boolean }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article
      css={css({
        display: 'grid',
        gap: space[6],
        alignItems: 'center',
        [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[7] },
      })}
    >
      <div css={css({ [mq.md]: { order: flip ? 2 : 0 } })}>
        <Img
          src={item.image.src}
          alt={item.image.alt}
          sizes={columnSizes([[breakpoints.md, 2]])}
          eager={eager}
          css={css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: radius.lg, boxShadow: shadow.raised })}
        />
      </div>
      <div>
        {item.eyebrow && <p css={eyebrowCss}>{item.eyebrow}</p>}
        <Title css={[h2Css, level === 3 && css({ fontSize: `calc(${fontSize.h3} * 1.2)` })]}>{item.title}</Title>
        <Prose text={item.body} lead={level === 2} />
        {item.facts.length > 0 && (
          <ul css={css({ listStyle: 'none', padding: 0, margin: `${space[5]} 0 0`, display: 'grid', gap: space[3] })}>
            {item.facts.map((fact) => (
              <li key={fact.text} css={css({ display: 'flex', alignItems: 'center', gap: space[3], fontWeight: 600, color: colors.plum })}>
                <span css={css({ display: 'inline-grid', placeItems: 'center', width: 36, height: 36, flexShrink: 0, borderRadius: radius.pill, background: soft ? colors.white : colors.blush, color: colors.rose })}>
                  <Icon name={fact.icon} size={18} />
                </span>
                {fact.text}
              </li>
            ))}
          </ul>
        )}
        {item.actions.length > 0 && (
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space[3], marginTop: space[6] })}>
            {item.actions.map((a, i) => (
              <ButtonLink key={a.href + a.label} href={a.href} variant={i === 0 ? 'primary' : 'secondary'}>
                <LinkText label={a.label} subject={item.title} />
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
