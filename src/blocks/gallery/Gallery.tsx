import { useId } from 'react';
import { css } from '@emotion/react';
import { breakpoints, mq, radius, shadow, space } from '../../theme.ts';
import { Section, SectionHeading } from '../../ui/layout.tsx';
import { columnSizes, Img } from '../../ui/img.tsx';
import { useFirstScreen } from '../../ui/first-screen.ts';
import type { BlockProps } from '../types.ts';
import type { galleryBlock } from './schema.ts';

export function Gallery({ block }: BlockProps<typeof galleryBlock>) {
  const headingId = useId();
  const firstScreen = useFirstScreen();
  return (
    <Section id={block.id} labelledBy={headingId}>
      <SectionHeading id={headingId} heading={block.heading} intro={block.intro} center />
      <ul
        css={css({
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: space[4],
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {block.images.map((img, i) => (
          <li key={img.src}>
            <Img
              src={img.src}
              alt={img.alt}
              eager={firstScreen && i === 0}
              sizes={columnSizes([[breakpoints.md, 3]], 2)}
              css={css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: radius.md, boxShadow: shadow.card })}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
