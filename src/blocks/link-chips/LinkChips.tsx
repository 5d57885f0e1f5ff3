import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, radius, space } from '../../theme.ts';
import { h3Css } from '../../ui/layout.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import type { BlockProps } from '../types.ts';
import type { linkChipsBlock } from './schema.ts';

export function LinkChips({ block }: BlockProps<typeof linkChipsBlock>) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} css={css({ marginBlock: space[6] })}>
      <h2 id={headingId} css={h3Css}>
        {block.heading}
      </h2>
      <ul css={css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: space[2] })}>
        {block.links.map((l) => (
          <li key={l.href}>
            <SmartLink
              href={l.href}
              css={css({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                padding: `${space[2]} ${space[4]}`,
                borderRadius: radius.pill,
                background: colors.blush,
                color: colors.plum,
                fontWeight: 600,
                textDecoration: 'none',
                border: `1px solid ${colors.blushDeep}`,
                '&:hover': { background: colors.blushDeep },
              })}
            >
              {l.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
