import { useId } from 'react';
import { css } from '@emotion/react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { colors, fontSize, fonts, motion, radius, shadow, space } from '../../theme.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { Prose } from '../../ui/prose.tsx';
import type { BlockProps } from '../types.ts';
import type { faqBlock } from './schema.ts';

const summaryCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[4],
  width: '100%',
  minHeight: 56,
  padding: `${space[4]} ${space[5]}`,
  border: 0,
  background: 'transparent',
  color: colors.plum,
  font: 'inherit',
  fontFamily: fonts.heading,
  fontSize: fontSize.lg,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: radius.md,
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '& h3': { margin: 0, font: 'inherit' },
  '& svg': { flexShrink: 0, color: colors.rose, transition: `transform ${motion.fast}` },
  'details[open] > & svg': { transform: 'rotate(180deg)' },
  '&:hover': { color: colors.rose },
  [motion.reduce]: { '& svg': { transition: 'none' } },
});

/**
 * Questions and answers as native disclosures (`<details>`): they open with a click, a tap, Enter or
 * Space with no script at all, and each answer stays open until closed again.
 */
export function Faq({ block }: BlockProps<typeof faqBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} tone={block.tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <div css={css({ maxWidth: '48rem', marginInline: 'auto', display: 'grid', gap: space[3] })}>
        {block.items.map((item) => (
          <details key={item.question} css={css({ background: colors.white, border: `1px solid ${colors.line}`, borderRadius: radius.md, boxShadow: shadow.card })}>
            <summary css={summaryCss}>
              <h3>{item.question}</h3>
              <ChevronDown size={22} aria-hidden="true" focusable="false" />
            </summary>
            <div css={css({ padding: `0 ${space[5]} ${space[5]}`, color: colors.ink })}>
              <Prose text={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
