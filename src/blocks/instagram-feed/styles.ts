// Styles shared by the parts of the Instagram feed block.
import { css } from '@emotion/react';
import { colors, fontSize, radius, space } from '../../theme.ts';

export { cardCss } from '../../ui/surface.ts';

export const statusCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  margin: `0 0 ${space[5]}`,
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.md,
  fontWeight: 600,
  '& svg': { flex: 'none' },
});

/** The neutral stand-in for a picture: used by placeholder posts and by posts without a usable image. */
export const tileCss = css({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  width: '100%',
  background: `linear-gradient(135deg, ${colors.blush} 0%, ${colors.blushDeep} 55%, ${colors.goldLight} 100%)`,
  color: colors.plum,
});

export const mutedTextCss = css({ margin: 0, color: colors.muted, fontSize: fontSize.sm });
