// Styles of form controls, shared by every form on the site (booking form, Instagram search).
import { css } from '@emotion/react';
import { colors, fontSize, motion, radius, space } from '../theme.ts';

export const controlCss = css({
  display: 'block',
  width: '100%',
  minHeight: 48,
  padding: `${space[3]} ${space[4]}`,
  font: 'inherit',
  fontSize: fontSize.base, // 16px or more, so phones do not zoom into the field
  color: colors.ink,
  background: colors.white,
  border: `1px solid ${colors.muted}`,
  borderRadius: radius.md,
  transition: `border-color ${motion.fast}, box-shadow ${motion.fast}`,
  '&:hover': { borderColor: colors.plum },
  '&:focus': { borderColor: colors.rose, boxShadow: `0 0 0 3px ${colors.blushDeep}` },
  // Only after the visitor has touched the field, so an untouched form is not painted red.
  '&:user-invalid, &[aria-invalid="true"]': { borderColor: colors.danger },
  [motion.reduce]: { transition: 'none' },
});

export const labelCss = css({ display: 'block', fontWeight: 600, lineHeight: 1.5, color: colors.plum, marginBottom: space[2] });

export const optionalCss = css({ fontWeight: 400, color: colors.muted, fontSize: fontSize.sm });
