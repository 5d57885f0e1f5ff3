import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, fontSize, motion, radius, space } from '../theme.ts';
import { SmartLink } from './smart-link.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  minHeight: '44px',
  padding: `${space[3]} ${space[5]}`,
  borderRadius: radius.pill,
  fontWeight: 600,
  fontSize: fontSize.base,
  textDecoration: 'none',
  border: '2px solid transparent',
  cursor: 'pointer',
  transition: `background ${motion.fast}, color ${motion.fast}, transform ${motion.fast}`,
  '&:hover': { transform: 'translateY(-1px)' },
  [motion.reduce]: { transition: 'none', '&:hover': { transform: 'none' } },
  '&:disabled': { opacity: 0.7, cursor: 'progress', transform: 'none' },
});

export const buttonCss: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css(base, {
    background: colors.rose,
    color: colors.white,
    '&:hover': { background: colors.roseDark },
  }),
  secondary: css(base, {
    background: 'transparent',
    color: colors.rose,
    borderColor: colors.rose,
    '&:hover': { background: colors.blush },
  }),
  light: css(base, {
    background: colors.white,
    color: colors.plum,
    '&:hover': { background: colors.goldLight },
  }),
};

export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: ButtonVariant }) {
  return (
    <SmartLink href={href} css={buttonCss[variant]}>
      {children}
    </SmartLink>
  );
}
