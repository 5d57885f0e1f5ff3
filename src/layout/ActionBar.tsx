import { Global, css } from '@emotion/react';
import { CalendarCheck, Phone } from 'lucide-react';
import type { SiteConfig } from '../schema/site-schema.ts';
import { bottomBarSpace, colors, fontSize, layout, mq, radius, safeArea, space } from '../theme.ts';
import { buttonCss } from '../ui/button.tsx';
import { telHref } from '../ui/contact-links.ts';
import { visuallyHiddenCss } from '../ui/visually-hidden.ts';

/** The bar's height without the safe area; the page keeps this much room free at its end. */
const reserved = `calc(${layout.actionBarHeight} + ${safeArea.bottom})`;

// Phones only, and CSS only: the bar is fixed to the bottom of the screen, and an empty box of the same
// height after the footer keeps the footer's last line above it when the page is scrolled to the end.
// scroll-padding-bottom keeps a focused link or an anchor target out from under it, and --bottom-bar-space
// (theme's bottomBarSpace) lifts other things fixed to the bottom of the screen, such as a toast, above it.
// The footer's colour, so the room reads as the end of the footer where the bar does not cover it.
const reserveCss = css({ display: 'none', [mq.belowMd]: { display: 'block', height: reserved, background: colors.plumDeep } });
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

const actionCss = css({
  minHeight: 44,
  paddingBlock: space[2],
  paddingInline: space[3],
  borderRadius: radius.pill,
  fontSize: fontSize.base,
  '& svg': { flexShrink: 0 },
});

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
        <a href={telHref(business.phone)} css={[buttonCss.secondary, actionCss]}>
          <Phone size={18} aria-hidden="true" />
          {q.call}
          <span css={visuallyHiddenCss}> {business.phone}</span>
        </a>
        <a href={q.book.href} css={[buttonCss.primary, actionCss]}>
          <CalendarCheck size={18} aria-hidden="true" />
          {q.book.label}
        </a>
      </nav>
    </div>
  );
}
