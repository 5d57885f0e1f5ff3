import { useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Menu, X } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavItem } from '../content/site-schema.ts';
import { colors, fontSize, layout, mq, radius, shadow, space } from '../theme.ts';

const itemCss = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${space[2]} ${space[4]}`,
  color: colors.plum,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: radius.sm,
  '&:hover, &.active': { background: colors.blush, color: colors.roseDark },
});

/** Below the md breakpoint: a toggle button and a panel with every link; choosing one closes it. */
export function MobileMenu({ navigation }: { navigation: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div css={css({ [mq.md]: { display: 'none' } })}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
        css={css({ display: 'inline-grid', placeItems: 'center', width: 44, height: 44, border: `1px solid ${colors.line}`, borderRadius: radius.md, background: colors.white, color: colors.plum, cursor: 'pointer' })}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        css={css({ position: 'fixed', top: layout.headerHeight, insetInline: 0, bottom: 0, overflowY: 'auto', background: colors.cream, boxShadow: shadow.raised, padding: space[4] })}
      >
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[1] })}>
          {navigation.map((item) =>
            'children' in item ? (
              <li key={item.label}>
                <p css={css({ margin: `${space[3]} ${space[4]} ${space[1]}`, fontSize: fontSize.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: colors.muted })}>
                  {item.label}
                </p>
                <ul css={css({ listStyle: 'none', margin: 0, padding: `0 0 0 ${space[3]}` })}>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLink to={child.href} onClick={close} css={itemCss}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <NavLink to={item.href} end onClick={close} css={itemCss}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
