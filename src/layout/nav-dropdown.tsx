import { useId } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { Link } from '../schema/fields.ts';
import { MenuLink } from './menu-link.tsx';
import { dropdownButtonCss, dropdownCss, dropdownLinkCss, dropdownPanelCss, navLinkCss } from './nav-styles.ts';

interface Props {
  label: string;
  items: Link[];
}

/**
 * A disclosure dropdown, rendered on the server only. src/layout/enhance.ts makes it work (click or tap
 * toggles, a mouse opens it on hover, Escape and the arrow keys) through this markup: the `li` carries
 * `data-dropdown`, its button's `aria-controls` names the panel, and the panel starts `hidden`.
 * Before that script runs, CSS opens it on hover and focus (see dropdownCss).
 */
export function NavDropdown({ label, items }: Props) {
  const panelId = useId();
  return (
    <li data-dropdown="" css={dropdownCss}>
      <button type="button" aria-expanded="false" aria-controls={panelId} css={[navLinkCss, dropdownButtonCss]}>
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={panelId} hidden css={dropdownPanelCss}>
        {items.map((item) => (
          <li key={item.href}>
            <MenuLink href={item.href} css={dropdownLinkCss}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
