import { css } from '@emotion/react';
import Sparkles from 'lucide-react/icons/sparkles';
import type { SiteConfig } from '../schema/site-schema.ts';
import { colors, fontSize, fonts, layout, mq, shadow, space } from '../theme.ts';
import { buttonCss } from '../ui/button.tsx';
import { containerCss } from '../ui/layout.tsx';
import { visuallyHiddenCss } from '../ui/visually-hidden.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { MenuLink } from './menu-link.tsx';
import { navLinkCss } from './nav-styles.ts';

const bookCss = css({ minHeight: 44, padding: `${space[2]} ${space[3]}`, fontSize: fontSize.sm, whiteSpace: 'nowrap', [mq.xl]: { paddingInline: space[4] } });

/** The fixed header: rendered on the server only; src/layout/enhance.ts adds the behaviour of its menus. */
export function Header({ site }: { site: SiteConfig }) {
  return (
    <header
      css={css({
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 50,
        height: layout.headerHeight,
        background: colors.cream,
        borderBottom: `1px solid ${colors.line}`,
        boxShadow: shadow.card,
      })}
    >
      <div css={[containerCss, css({ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[4] })]}>
        <a
          href="/"
          css={css({ display: 'inline-flex', alignItems: 'center', gap: space[2], color: colors.plum, textDecoration: 'none', fontFamily: fonts.heading, fontWeight: 700, fontSize: fontSize.lg, whiteSpace: 'nowrap', [mq.sm]: { fontSize: fontSize.xl }, '& svg': { color: colors.rose, flexShrink: 0 } })}
        >
          <Sparkles size={26} aria-hidden="true" />
          {/* Between md and lg the full menu needs the room: the name is kept for screen readers only. */}
          <span css={css({ [mq.md]: visuallyHiddenCss, [mq.lg]: { position: 'static', width: 'auto', height: 'auto', margin: 0, clip: 'auto', overflow: 'visible' } })}>
            {site.business.name}
          </span>
        </a>
        <div css={css({ display: 'none', [mq.md]: { display: 'flex', alignItems: 'center', gap: space[2] } })}>
          <nav aria-label="Main">
            <ul css={css({ display: 'flex', alignItems: 'center', gap: 0, listStyle: 'none', margin: 0, padding: 0, [mq.xl]: { gap: space[1] } })}>
              {site.navigation.map((item) =>
                'children' in item ? (
                  <NavDropdown key={item.label} label={item.label} items={item.children} />
                ) : (
                  <li key={item.href}>
                    <MenuLink href={item.href} css={navLinkCss}>
                      {item.label}
                    </MenuLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {/* Phones get "Book" in the bar at the bottom of the screen (./ActionBar.tsx). */}
          <a href={site.quickActions.book.href} css={[buttonCss.primary, bookCss]}>
            {site.quickActions.book.label}
          </a>
        </div>
        <MobileMenu navigation={site.navigation} />
      </div>
    </header>
  );
}
