import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, space } from '../../theme.ts';
import { h3Css } from '../../ui/layout.tsx';
import { Icon } from '../icon.tsx';
import type { BlockProps } from '../types.ts';
import type { listBlock } from './schema.ts';

export function List({ block }: BlockProps<typeof listBlock>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={css({ marginBlock: space[6] })}>
      <h2 id={headingId} css={h3Css}>
        {block.heading}
      </h2>
      <ul css={css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space[2] })}>
        {block.items.map((item) => (
          // Plain rows, not boxes: the items are names to read, and a bordered box would look like a link.
          <li key={item} css={css({ display: 'flex', gap: space[3], alignItems: 'flex-start', '& svg': { color: colors.rose, flexShrink: 0, marginTop: '2px' } })}>
            <Icon name="map-pin" size={20} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
