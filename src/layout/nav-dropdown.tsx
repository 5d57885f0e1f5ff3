import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import type { Link } from '../content/fields.ts';
import { colors, motion, radius, shadow, space } from '../theme.ts';
import { navLinkCss } from './nav-styles.ts';

interface Props {
  label: string;
  items: Link[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A disclosure dropdown: the button toggles on click or tap, a mouse opens it on hover,
 * Escape closes it and returns focus to the button, arrow keys move between its links.
 */
export function NavDropdown({ label, items, open, onOpenChange }: Props) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-dropdown-link]') ?? []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!open) onOpenChange(true);
    // Wait a frame so the panel is visible before focusing into it.
    requestAnimationFrame(() => {
      const all = links();
      const index = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (index + 1) % all.length : (index - 1 + all.length) % all.length;
      all[index === -1 && e.key === 'ArrowUp' ? all.length - 1 : next]?.focus();
    });
  };

  return (
    <li
      ref={rootRef}
      css={css({ position: 'relative' })}
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => e.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onOpenChange(false)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        css={[navLinkCss, css({ background: 'none', border: 0, cursor: 'pointer', fontFamily: 'inherit', '& svg': { transition: `transform ${motion.fast}`, transform: open ? 'rotate(180deg)' : 'none' }, [motion.reduce]: { '& svg': { transition: 'none' } } })]}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        css={css({
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
        })}
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              data-dropdown-link=""
              onClick={() => onOpenChange(false)}
              css={css({
                display: 'block',
                padding: `${space[2]} ${space[3]}`,
                borderRadius: radius.sm,
                color: colors.plum,
                textDecoration: 'none',
                fontWeight: 500,
                '&:hover, &.active': { background: colors.blush, color: colors.roseDark },
              })}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
