import { useId } from 'react';
import { css } from '@emotion/react';
import { mq, space } from '../../theme.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { usePlacement } from '../../ui/placement.ts';
import { Prose } from '../../ui/prose.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { LinkText } from '../../ui/link-text.tsx';
import type { BlockProps } from '../types.ts';
import type { textBlock } from './schema.ts';

export function TextSection({ block }: BlockProps<typeof textBlock>) {
  const headingId = useId();
  // In a column beside a sidebar, text starts at the column's edge like every other heading there.
  const center = block.align === 'center' && usePlacement() === 'page';
  return (
    <Section id={block.id} labelledBy={block.heading ? headingId : undefined}>
      {/* Centred text is for wide screens: on a phone, lines of a paragraph start at one edge (the heading stays centred). */}
      <div css={css({ maxWidth: center ? '46rem' : undefined, marginInline: center ? 'auto' : undefined, textAlign: 'left', [mq.md]: { textAlign: center ? 'center' : 'left' }, '& p': { marginInline: center ? 'auto' : undefined } })}>
        <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading} center={center} />
        <Prose text={block.body} lead />
        {block.action && (
          <div css={css({ marginTop: space[5] })}>
            <ButtonLink href={block.action.href}><LinkText label={block.action.label} subject={block.heading} /></ButtonLink>
          </div>
        )}
      </div>
    </Section>
  );
}
