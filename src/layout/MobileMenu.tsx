import { useId } from 'react';
import { css } from '@emotion/react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import type { NavItem } from '../schema/site-schema.ts';
import { colors, fontSize, layout, mq, radius, safeArea, shadow, space } from '../theme.ts';
import { menuText } from './messages.ts';
import { MenuLink } from './menu-link.tsx';

const itemCss = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${space[2]} ${space[4]}`,
  color: colors.plum,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: radius.sm,
  '&:hover, &[aria-current="page"]': { background: colors.blush, color: colors.roseDark },
});

// One icon is shown at a time: X while the menu is open. aria-expanded is kept in sync by
// src/layout/enhance.ts; without it, :popover-open tells (a browser without :has() keeps the Menu icon).
const toggleCss = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.md,
  background: colors.white,
  color: colors.plum,
  cursor: 'pointer',
  '& [data-icon="close"], &[aria-expanded="true"] [data-icon="open"]': { display: 'none' },
  '&[aria-expanded="true"] [data-icon="close"]': { display: 'block' },
});
const noScriptIconCss = css({
  'html:not([data-enhanced]) &:has(> :popover-open) [data-icon="open"]': { display: 'none' },
  'html:not([data-enhanced]) &:has(> :popover-open) [data-icon="close"]': { display: 'block' },
});

// A popover sits in the top layer with the browser's own box (centred, bordered, fit to content):
// every part of that is overridden so it is the panel under the header, full width, to the bottom.
// It is shown only while open and below md; `data-open` is enhance.ts's stand-in where the Popover API is
// missing (a separate rule: a selector a browser does not know drops the whole rule it is in).
const panelCss = css({
  display: 'none',
  [mq.belowMd]: { '&:popover-open': { display: 'block' }, '&[data-open]': { display: 'block' } },
  position: 'fixed',
  top: layout.headerHeight,
  right: 0,
  bottom: 0,
  left: 0,
  width: 'auto',
  height: 'auto',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  overflowY: 'auto',
  background: colors.cream,
  color: colors.ink,
  boxShadow: shadow.raised,
  padding: space[4],
  paddingLeft: `max(${space[4]}, ${safeArea.left})`,
  paddingRight: `max(${space[4]}, ${safeArea.right})`,
  paddingBottom: `calc(${space[4]} + ${safeArea.bottom})`,
});

/**
 * Below the md breakpoint: a toggle button and a popover panel with every link. The Popover API opens and
 * closes it with no script (Escape and a tap outside included); src/layout/enhance.ts syncs the button's
 * state and name, closes the panel when a link is chosen and returns focus to the button on Escape.
 */
export function MobileMenu({ navigation }: { navigation: NavItem[] }) {
  const panelId = useId();
  return (
    <div css={[css({ [mq.md]: { display: 'none' } }), noScriptIconCss]}>
      <button type="button" data-menu-toggle="" popoverTarget={panelId} aria-expanded="false" aria-controls={panelId} aria-label={menuText.open} css={toggleCss}>
        <Menu aria-hidden="true" data-icon="open" />
        <X aria-hidden="true" data-icon="close" />
      </button>
      <nav id={panelId} popover="auto" aria-label="Main" css={panelCss}>
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
                      <MenuLink href={child.href} css={itemCss}>
                        {child.label}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <MenuLink href={item.href} css={itemCss}>
                  {item.label}
                </MenuLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
