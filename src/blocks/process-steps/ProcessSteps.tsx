import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, fonts, mq, radius, shadow, space } from '../../theme.ts';
import { Section, SectionHeading, h3Css } from '../../ui/layout.tsx';
import type { BlockProps } from '../types.ts';
import type { processStepsBlock } from './schema.ts';

const listCss = (count: number) =>
  css({
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: space[5],
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(count, 4)}, minmax(0, 1fr))` },
  });

export function ProcessSteps({ block }: BlockProps<typeof processStepsBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} tone={block.tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <ol css={listCss(block.steps.length)}>
        {block.steps.map((step, i) => (
          <li
            key={step.title}
            css={css({
              position: 'relative',
              background: colors.white,
              border: `1px solid ${colors.line}`,
              borderRadius: radius.lg,
              boxShadow: shadow.card,
              padding: `${space[6]} ${space[5]} ${space[5]}`,
              borderTop: `4px solid ${colors.gold}`,
            })}
          >
            {/* The <ol> already tells assistive tech the order; the big numeral is for the eye. */}
            <span
              aria-hidden="true"
              css={css({
                display: 'inline-grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                marginBottom: space[4],
                borderRadius: radius.pill,
                background: colors.rose,
                color: colors.white,
                fontFamily: fonts.heading,
                fontSize: fontSize.xl,
                fontWeight: 700,
              })}
            >
              {i + 1}
            </span>
            <h3 css={h3Css}>{step.title}</h3>
            <p css={css({ margin: 0, color: colors.muted })}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
