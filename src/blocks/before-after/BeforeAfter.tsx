import { useId } from 'react';
import { css } from '@emotion/react';
import { breakpoints, colors, fontSize, mq, radius, shadow, space } from '../../theme.ts';
import type { Image } from '../../schema/fields.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { columnSizes, Img } from '../../ui/img.tsx';
import { useFirstScreen } from '../../ui/first-screen.ts';
import type { BlockProps } from '../types.ts';
import type { beforeAfterBlock } from './schema.ts';
import { beforeAfterText } from './messages.ts';

const badgeCss = (after: boolean) =>
  css({
    position: 'absolute',
    top: space[2],
    left: space[2],
    padding: `${space[1]} ${space[3]}`,
    borderRadius: radius.pill,
    fontSize: fontSize.xs,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    background: after ? colors.rose : colors.white,
    color: after ? colors.white : colors.plum,
    boxShadow: shadow.card,
  });

function Half({ picture, label, after, sizes, eager }: { picture: Image; label: string; after: boolean; sizes: string; eager: boolean }) {
  return (
    <div css={css({ position: 'relative' })}>
      <Img src={picture.src} alt={picture.alt} sizes={sizes} eager={eager} css={css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: radius.md })} />
      <span css={badgeCss(after)}>{label}</span>
    </div>
  );
}

export function BeforeAfter({ block }: BlockProps<typeof beforeAfterBlock>) {
  // Each picture is half of its pair; two pairs sit side by side on wide screens.
  const sizes = columnSizes([[breakpoints.lg, block.pairs.length > 1 ? 4 : 2]], 2);
  const headingId = useId();
  const firstScreen = useFirstScreen();
  return (
    <Section id={block.id} tone={block.tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <ul
        css={css({
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: space[5],
          [mq.lg]: { gridTemplateColumns: block.pairs.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
        })}
      >
        {block.pairs.map((pair, i) => (
          <li key={pair.before.src + pair.after.src}>
            <figure css={css({ margin: 0, height: '100%', background: colors.white, border: `1px solid ${colors.line}`, borderRadius: radius.lg, boxShadow: shadow.card, padding: space[3] })}>
              <div css={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[2] })}>
                <Half picture={pair.before} label={beforeAfterText.before} after={false} sizes={sizes} eager={firstScreen && i === 0} />
                <Half picture={pair.after} label={beforeAfterText.after} after sizes={sizes} eager={firstScreen && i === 0} />
              </div>
              <figcaption css={css({ padding: `${space[3]} ${space[2]} ${space[1]}`, textAlign: 'center', color: colors.muted })}>{pair.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {block.note && <p css={css({ margin: `${space[5]} auto 0`, maxWidth: '40rem', textAlign: 'center', fontSize: fontSize.sm, color: colors.muted })}>{block.note}</p>}
    </Section>
  );
}
