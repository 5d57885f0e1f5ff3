// Styles shared by the parts of the events block.
import { css } from '@emotion/react';
import { colors, fontSize, radius, shadow, space } from '../../theme.ts';

/** Read by screen readers, not shown. */
export const visuallyHiddenCss = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const cardCss = css({
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.md,
  boxShadow: shadow.card,
});

/** A line of event detail with a small leading icon. */
export const metaCss = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[2],
  margin: 0,
  color: colors.muted,
  fontSize: fontSize.sm,
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
  '& svg': { flex: 'none', marginTop: '0.15em', color: colors.rose },
});

export const statusCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  margin: `0 0 ${space[5]}`,
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  fontWeight: 600,
});
