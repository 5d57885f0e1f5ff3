import { css } from '@emotion/react';
import { colors, fontSize, radius, space } from '../theme.ts';

export const navLinkCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  minHeight: 44,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.sm,
  color: colors.plum,
  fontWeight: 600,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  '&:hover': { color: colors.rose },
  '&.active': { color: colors.rose },
});
