import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { colors, fontSize, fonts, motion, radius, shadow, space } from '../../theme.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { Prose } from '../../ui/prose.tsx';
import type { BlockProps } from '../types.ts';

const buttonCss = css({
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
  '& svg': { flexShrink: 0, color: colors.rose, transition: `transform ${motion.fast}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&:hover': { color: colors.rose },
  [motion.reduce]: { '& svg': { transition: 'none' } },
});

/** The WAI-ARIA accordion pattern: each question is a button that shows or hides its answer. */
export function Faq({ block }: BlockProps<'faq'>) {
  const headingId = useId();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (i: number) =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  // Arrow keys, Home and End move between the questions, as the pattern recommends.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = block.items.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <Section id={block.id} tone={block.tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <div css={css({ maxWidth: '48rem', marginInline: 'auto', display: 'grid', gap: space[3] })}>
        {block.items.map((item, i) => {
          const isOpen = open.has(i);
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <div key={item.question} css={css({ background: colors.white, border: `1px solid ${colors.line}`, borderRadius: radius.md, boxShadow: shadow.card })}>
              <h3 css={css({ margin: 0 })}>
                <button
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  css={buttonCss}
                >
                  <span>{item.question}</span>
                  <ChevronDown size={22} aria-hidden="true" focusable="false" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} css={css({ padding: `0 ${space[5]} ${space[5]}`, color: colors.ink })}>
                <Prose text={item.answer} />
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
