// Styles shared by the parts of the events block.
import { css } from '@emotion/react';
import { colors, fontSize, radius, space } from '../../theme.ts';
import { cardCss as surfaceCardCss } from '../../ui/surface.ts';

export { visuallyHiddenCss } from '../../ui/visually-hidden.ts';

/** The shared raised panel, with the tighter corners of the events' smaller cards. */
export const cardCss = css(surfaceCardCss, { borderRadius: radius.md });

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
