import { css } from '@emotion/react';
import { colors, radius, shadow } from '../theme.ts';

/** A white raised panel: the base of cards, forms and boxes. */
export const cardCss = css({
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
});
