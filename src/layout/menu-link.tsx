import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/**
 * A link of the menus: React Router's NavLink, so the link of the page being shown carries
 * aria-current="page" (its address exactly; the styles mark it). Rendered on the server only.
 */
export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  // A function keeps NavLink from adding its own "active" class beside the styles' class.
  return (
    <NavLink to={href} end discover="none" className={() => className}>
      {children}
    </NavLink>
  );
}
