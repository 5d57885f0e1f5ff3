import { css } from '@emotion/react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { colors, fontSize, space } from '../../theme.ts';
import { Container } from '../../ui/layout.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import type { BlockProps } from '../types.ts';
import type { breadcrumbsBlock } from './schema.ts';

const listCss = css({
  listStyle: 'none',
  margin: 0,
  paddingBlock: space[2],
  paddingInline: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: space[1],
  fontSize: fontSize.sm,
  color: colors.muted,
  li: { display: 'inline-flex', alignItems: 'center', gap: space[1] },
  // 44 px tall links for fingers, without making the bar taller than its text needs on wide screens.
  a: { color: colors.rose, fontWeight: 600, textUnderlineOffset: 3, display: 'inline-flex', alignItems: 'center', minHeight: 44 },
});

export function Breadcrumbs({ block }: BlockProps<typeof breadcrumbsBlock>) {
  return (
    <nav aria-label={block.label}>
      <Container>
        <ol css={listCss}>
          {block.links.map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href}>{l.label}</SmartLink>
              <ChevronRight size={16} aria-hidden focusable={false} />
            </li>
          ))}
          <li aria-current="page">{block.current}</li>
        </ol>
      </Container>
    </nav>
  );
}
