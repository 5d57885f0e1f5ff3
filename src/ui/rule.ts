import { css } from '@emotion/react';
import { colors, space } from '../theme.ts';

/** A short gold line under a heading: the brand's jewellery accent, purely decorative. */
export const ruleCss = css({
  marginBottom: space[4],
  '&::after': { content: '""', display: 'block', width: '3rem', height: 2, marginTop: space[3], background: colors.gold },
});
