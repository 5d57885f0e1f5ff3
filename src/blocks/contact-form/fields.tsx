import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { colors, fontSize, motion, radius, space } from '../../theme.ts';
import { contactFormText as t } from './messages.ts';

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
  '&:user-invalid': { borderColor: colors.danger },
  [motion.reduce]: { transition: 'none' },
});

const labelCss = css({ display: 'block', fontWeight: 600, color: colors.plum, marginBottom: space[2] });
const optionalCss = css({ fontWeight: 400, color: colors.muted, fontSize: fontSize.sm });

/** A visible label above its control; optional fields say so, required ones rely on `required`. */
export function Field({ id, label, optional = false, wide = false, children }: { id: string; label: string; optional?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div css={wide ? css({ gridColumn: '1 / -1' }) : undefined}>
      <label htmlFor={id} css={labelCss}>
        {label}
        {optional && <span css={optionalCss}> {t.optional}</span>}
      </label>
      {children}
    </div>
  );
}

/** A native select with the site's look; the chevron is drawn over it and lets clicks through. */
export function SelectFrame({ children }: { children: ReactNode }) {
  return (
    <div css={css({ position: 'relative', '& select': { appearance: 'none', paddingRight: space[7], cursor: 'pointer' } })}>
      {children}
      <ChevronDown
        size={20}
        aria-hidden="true"
        css={css({ position: 'absolute', right: space[4], top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: colors.plum })}
      />
    </div>
  );
}
