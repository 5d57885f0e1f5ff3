import { css } from '@emotion/react';
import { Info } from 'lucide-react';
import { instagramMessages as m } from '../../data/instagram/index.ts';
import { colors, fontSize, radius, space } from '../../theme.ts';

const noteCss = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[3],
  margin: `0 0 ${space[5]}`,
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  border: `1px dashed ${colors.muted}`,
  background: colors.white,
  color: colors.ink,
  fontSize: fontSize.sm,
  lineHeight: 1.55,
  overflowWrap: 'anywhere',
  '& svg': { flex: 'none', marginTop: '0.15em', color: colors.plum },
});

/** Says why the posts are examples and what the owner sets up for real ones. */
export function SetupNote() {
  return (
    <p role="note" css={noteCss}>
      <Info size={18} aria-hidden="true" focusable="false" />
      <span>{m.setupNote}</span>
    </p>
  );
}
