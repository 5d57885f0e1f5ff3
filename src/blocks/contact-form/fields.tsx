import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { colors, space } from '../../theme.ts';
import { labelCss, optionalCss } from '../../ui/form.ts';
import { contactFormText as t } from './messages.ts';

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
