import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, fonts, layout, mq, safeArea, space } from '../theme.ts';
import { usePlacement } from './placement.ts';

export const containerCss = css({
  width: '100%',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  // A phone on its side may put a notch over either edge (viewport-fit=cover): the text stays clear of it.
  paddingLeft: `max(${space[4]}, ${safeArea.left})`,
  paddingRight: `max(${space[4]}, ${safeArea.right})`,
  [mq.md]: { paddingLeft: `max(${space[6]}, ${safeArea.left})`, paddingRight: `max(${space[6]}, ${safeArea.right})` },
});

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={containerCss} className={className}>
      {children}
    </div>
  );
}

type Tone = 'plain' | 'soft' | 'dark';
const toneCss: Record<Tone, ReturnType<typeof css>> = {
  plain: css({}),
  soft: css({ background: colors.blush }),
  dark: css({ background: colors.plum, color: colors.onDark }),
};

/** A full-width band of the page with vertical rhythm. */
export function Section({
  children,
  tone = 'plain',
  id,
  labelledBy,
}: {
  children: ReactNode;
  tone?: Tone;
  id?: string;
  labelledBy?: string;
}) {
  if (usePlacement() === 'column') {
    return (
      <section id={id} aria-labelledby={labelledBy} css={css({ marginBottom: space[7] })}>
        {children}
      </section>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      css={[css({ paddingBlock: space[7], [mq.md]: { paddingBlock: space[8] } }), toneCss[tone]]}
    >
      <Container>{children}</Container>
    </section>
  );
}

export const eyebrowCss = css({
  fontFamily: fonts.body,
  fontSize: fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: colors.rose,
  margin: `0 0 ${space[2]}`,
});

export const h2Css = css({
  fontFamily: fonts.heading,
  fontSize: fontSize.h2,
  lineHeight: 1.15,
  color: colors.plum,
  margin: `0 0 ${space[4]}`,
});

export const h3Css = css({
  fontFamily: fonts.heading,
  fontSize: fontSize.h3,
  lineHeight: 1.25,
  color: colors.plum,
  margin: `0 0 ${space[2]}`,
});

/**
 * Section heading with optional eyebrow and intro; `id` lets the section be labelled by it. `center` is for
 * full-width bands: in a column beside a sidebar every heading starts at the column's edge, so one column
 * never switches between left-aligned and centred headings.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  center?: boolean;
}) {
  const inColumn = usePlacement() === 'column';
  if (!heading && !eyebrow && !intro) return null;
  if (inColumn) center = false;
  return (
    <header css={css({ textAlign: center ? 'center' : 'left', maxWidth: center ? '46rem' : undefined, marginInline: center ? 'auto' : undefined, marginBottom: space[6] })}>
      {eyebrow && <p css={eyebrowCss}>{eyebrow}</p>}
      {heading && (
        <h2 id={id} css={h2Css}>
          {heading}
        </h2>
      )}
      {intro && <p css={css({ color: colors.muted, fontSize: fontSize.lg, margin: 0 })}>{intro}</p>}
    </header>
  );
}
