// The script every page loads (pages with islands load the island runtime as well): plain DOM, no
// framework, so that a page without interactive blocks ships about 1 KB of JavaScript (gzip).
// It adds behaviour to the markup the server rendered (src/layout/Header.tsx and its parts):
//   [data-dropdown]        an `li` holding a `button[aria-controls]` and the panel it names (`hidden`)
//   [data-menu-toggle]     the mobile menu button; `aria-controls` (and `popovertarget`) name the panel,
//                          a `popover="auto"` element
//   [data-current-year]    its text becomes the visitor's year (the HTML has the build's)
//   [data-not-found]       on the 404 page: the address asked for is logged
// It adds the web fonts the first paint does not wait for (./late-fonts.ts) and links the web app manifest,
// which only installing the site needs. The page's loader (src/render/after-paint.ts) runs this script once
// the largest paint is on screen, so neither shares a slow connection with the page's first paint.
// Then it sets `data-enhanced="true"` on <html>; CSS that works without this script (dropdowns open on
// hover and focus) is scoped to `html:not([data-enhanced])`, and browser tests wait for the attribute.
// Not ./messages.ts: the island runtime imports that, and a module both import becomes a chunk of its own.
import { addLateFonts } from './late-fonts.ts';
import { menuText, notFoundLog } from './page-text.ts';

interface Dropdown {
  item: HTMLElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
}

function panelOf(button: HTMLElement | null): HTMLElement | null {
  const id = button?.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

const isLink = (e: Event) => e.target instanceof Element && e.target.closest('a') !== null;

/** Desktop dropdowns: one open at a time; click or tap toggles, a mouse opens on hover, keys move. */
function enhanceDropdowns(): void {
  let open: Dropdown | null = null;
  // Opened by the mouse arriving: the click that usually follows keeps it open instead of closing it.
  let byHover = false;

  const set = (d: Dropdown, show: boolean, hover = false) => {
    if (show && open && open !== d) set(open, false);
    d.button.setAttribute('aria-expanded', String(show));
    d.panel.hidden = !show;
    open = show ? d : open === d ? null : open;
    byHover = show && hover;
  };

  for (const item of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const button = item.querySelector('button');
    const panel = panelOf(button);
    if (!button || !panel) continue;
    const d: Dropdown = { item, button, panel };

    button.addEventListener('click', () => {
      if (open === d && byHover) byHover = false;
      else set(d, open !== d);
    });
    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType === 'mouse' && open !== d) set(d, true, true);
    });
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse' && open === d) set(d, false);
    });
    item.addEventListener('focusout', (e) => {
      if (open === d && !item.contains(e.relatedTarget as Node | null)) set(d, false);
    });
    panel.addEventListener('click', (e) => {
      if (isLink(e)) set(d, false);
    });
    item.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        if (open !== d) return;
        e.preventDefault();
        button.focus();
        set(d, false);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      e.preventDefault();
      if (open !== d) set(d, true);
      const links = [...panel.querySelectorAll('a')];
      const n = links.length;
      const i = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n]?.focus();
    });
  }

  document.addEventListener('pointerdown', (e) => {
    if (open && !open.item.contains(e.target as Node)) set(open, false);
  });
}

/**
 * While the menu is open, the rest of the page is `inert` (out of reach of Tab, taps and screen readers)
 * except the toggle, which closes the menu, and the elements that hold the two. Returns the undo.
 */
function inertAround(keep: HTMLElement[]): () => void {
  const made: HTMLElement[] = [];
  for (let el: HTMLElement | null = keep[0]!; el && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement?.children ?? []) {
      if (!(sibling instanceof HTMLElement) || sibling.inert || keep.some((k) => sibling.contains(k))) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const el of made) el.inert = false;
  };
}

/** Tab and Shift+Tab go round the menu's links: from the last to the first and back. */
function keepFocusIn(menu: HTMLElement, e: KeyboardEvent): void {
  const items = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  const next = !menu.contains(at) ? (e.shiftKey ? last : first) : e.shiftKey && at === first ? last : !e.shiftKey && at === last ? first : null;
  if (!next) return;
  e.preventDefault();
  next.focus();
}

/**
 * The mobile menu is a popover: the browser opens and closes it (Escape and a tap outside included).
 * This keeps the button's state and name in step, keeps focus inside the open menu and the rest of the
 * page inert, closes the menu when a link is chosen and puts focus back on the button on Escape. A
 * browser without the Popover API gets the same by an attribute.
 */
function enhanceMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = panelOf(toggle);
  if (!toggle || !menu) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  let release: (() => void) | null = null;
  const sync = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? menuText.close : menuText.open);
    release?.();
    release = open ? inertAround([menu, toggle]) : null;
  };
  const popover = typeof menu.showPopover === 'function';
  const show = (open: boolean) => {
    if (popover) {
      if (open) menu.showPopover();
      else menu.hidePopover();
    } else {
      menu.toggleAttribute('data-open', open);
      sync(open);
    }
  };

  if (popover) menu.addEventListener('toggle', (e) => sync((e as ToggleEvent).newState === 'open'));
  else toggle.addEventListener('click', () => show(!isOpen()));
  menu.addEventListener('click', (e) => {
    if (isLink(e)) show(false);
  });
  document.addEventListener('keydown', (e) => {
    if (!isOpen()) return;
    if (e.key === 'Tab') keepFocusIn(menu, e);
    if (e.key !== 'Escape') return;
    show(false);
    toggle.focus();
  });
  // The menu is for narrow screens only: a window widened past them closes it, and the page is usable again.
  addEventListener('resize', () => {
    if (isOpen() && toggle.getClientRects().length === 0) show(false);
  });
}

/** The manifest the build writes (src/render/build.ts), with the icons it names. */
function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

function enhance(): void {
  enhanceDropdowns();
  enhanceMobileMenu();
  const year = String(new Date().getFullYear());
  for (const el of document.querySelectorAll('[data-current-year]')) el.textContent = year;
  if (document.querySelector('[data-not-found]')) console.error(notFoundLog, location.pathname);
}

const html = document.documentElement;
if (html.dataset.enhanced !== 'true') {
  enhance();
  html.dataset.enhanced = 'true';
  addLateFonts();
  linkManifest();
}
