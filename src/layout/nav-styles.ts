import { css } from '@emotion/react';
import { colors, fontSize, motion, mq, radius, shadow, space } from '../theme.ts';

export const navLinkCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  minHeight: 44,
  // Narrower below xl: the header holds the name, every link and the "Book" button from 768 px up.
  padding: space[2],
  [mq.xl]: { paddingInline: space[3] },
  borderRadius: radius.sm,
  color: colors.plum,
  fontWeight: 600,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  '&:hover': { color: colors.rose },
  '&[aria-current="page"]': { color: colors.rose },
});

/** Until src/layout/enhance.ts has run (or without JavaScript), CSS alone opens a dropdown. */
const noScript = 'html:not([data-enhanced])';

export const dropdownCss = css({
  position: 'relative',
  [`${noScript} &:hover > ul, ${noScript} &:focus-within > ul`]: { display: 'block' },
  [`${noScript} &:hover > button svg, ${noScript} &:focus-within > button svg`]: { transform: 'rotate(180deg)' },
});

export const dropdownButtonCss = css({
  background: 'none',
  border: 0,
  cursor: 'pointer',
  fontFamily: 'inherit',
  '& svg': { transition: `transform ${motion.fast}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  [motion.reduce]: { '& svg': { transition: 'none' } },
});

export const dropdownPanelCss = css({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: '15rem',
  margin: 0,
  padding: space[2],
  listStyle: 'none',
  background: colors.white,
  borderRadius: radius.md,
  boxShadow: shadow.raised,
  border: `1px solid ${colors.line}`,
  zIndex: 10,
});

export const dropdownLinkCss = css({
  display: 'block',
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.sm,
  color: colors.plum,
  textDecoration: 'none',
  fontWeight: 500,
  '&:hover, &[aria-current="page"]': { background: colors.blush, color: colors.roseDark },
});
