import { Global, css } from '@emotion/react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Phone from 'lucide-react/icons/phone';
import type { SiteConfig } from '../schema/site-schema.ts';
import { bottomBarSpace, colors, fontSize, layout, mq, radius, safeArea, space } from '../theme.ts';
import { telHref } from '../ui/contact-links.ts';
import { visuallyHiddenCss } from '../ui/visually-hidden.ts';

/** The bar's height without the safe area; the page keeps this much room free at its end. */
const reserved = `calc(${layout.actionBarHeight} + ${safeArea.bottom})`;

// Phones only, and CSS only: the bar is fixed to the bottom of the screen, and an empty box of the same
// height after the footer keeps the footer's last line above it when the page is scrolled to the end
// (in the footer's colour, should a scroll bounce show it).
const reserveCss = css({ display: 'none', [mq.belowMd]: { display: 'block', height: reserved, background: colors.plumDeep } });
// scroll-padding-bottom keeps a focused link or an anchor target out from under the bar; --bottom-bar-space
// (theme's bottomBarSpace) lifts other things fixed to the bottom of the screen, such as a toast, above it.
const scrollRoom = css({
  [mq.belowMd]: { html: { '--bottom-bar-space': reserved, scrollPaddingBottom: `calc(${bottomBarSpace} + ${space[4]})` } },
});

const barCss = css({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  // Under the header (50) and the skip link; the mobile menu is a popover in the top layer, above both.
  zIndex: 40,
  // Exactly the room kept free at the end of the page.
  height: reserved,
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'center',
  gap: space[3],
  paddingTop: space[2],
  paddingBottom: `calc(${space[2]} + ${safeArea.bottom})`,
  paddingLeft: `max(${space[4]}, ${safeArea.left})`,
  paddingRight: `max(${space[4]}, ${safeArea.right})`,
  background: colors.white,
  borderTop: `1px solid ${colors.line}`,
  boxShadow: '0 -6px 20px rgba(74, 29, 63, 0.12)',
  display: 'grid',
});

// Drawn like the site's buttons (src/ui/button.tsx), without their hover motion: a phone has no hover, and
// every page carries these styles.
const actionCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  minHeight: 44,
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.pill,
  border: `2px solid ${colors.rose}`,
  fontWeight: 600,
  fontSize: fontSize.base,
  textDecoration: 'none',
});
const callCss = css(actionCss, { color: colors.rose, background: colors.white });
const bookCss = css(actionCss, { color: colors.white, background: colors.rose });

/**
 * "Call" and "Book" at the bottom of phone screens, on every page but the one "Book" leads to. Rendered on
 * the server only: plain links, no script. Wider screens get "Book" in the header instead.
 */
export function ActionBar({ site }: { site: SiteConfig }) {
  const { quickActions: q, business } = site;
  return (
    <div data-action-bar="" css={reserveCss}>
      <Global styles={scrollRoom} />
      <nav aria-label={q.label} css={barCss}>
        <a href={telHref(business.phone)} css={callCss}>
          <Phone size={18} aria-hidden="true" />
          {q.call}
          <span css={visuallyHiddenCss}> {business.phone}</span>
        </a>
        <a href={q.book.href} css={bookCss}>
          <CalendarCheck size={18} aria-hidden="true" />
          {q.book.label}
        </a>
      </nav>
    </div>
  );
}
