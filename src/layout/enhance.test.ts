// @vitest-environment happy-dom
// The layout as the server renders it, with src/layout/enhance.ts run over it: the behaviour a visitor
// gets with no React on the page. The Popover API itself is covered in tests/e2e/nav.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { StaticRouter } from 'react-router-dom';
import { parse } from 'yaml';
import { siteSchema, type SiteConfig } from '../schema/site-schema.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { menuText, notFoundText } from './messages.ts';
import { NotFound } from './NotFound.tsx';

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = 2020;

const fixture = siteSchema.parse(parse(readFileSync(join(process.cwd(), 'tests/fixtures/content/base/site.config.yaml'), 'utf8')));
// The fixture has one dropdown; a second shows that opening one closes the other.
const site: SiteConfig = {
  ...fixture,
  navigation: [...fixture.navigation, { label: 'Extras', children: [{ label: 'Gift Cards', href: '/gift-cards' }, { label: 'Blog', href: 'https://example.com/blog' }] }],
};

/** Puts the server's HTML in the document and runs the page script over it, as a fresh page load does. */
async function load(path = '/', extra: 'not-found' | null = null) {
  // The menus' links are React Router NavLinks: the server renders them at the page's address.
  const page = createElement(StaticRouter, { location: path }, createElement(Header, { site }), extra && createElement(NotFound), createElement(Footer, { site }));
  document.body.innerHTML = `${renderToStaticMarkup(page)}<button id="elsewhere">elsewhere</button>`;
  delete document.documentElement.dataset.enhanced;
  vi.resetModules();
  await import('./enhance.ts');
}

const main = () => document.querySelector<HTMLElement>('header nav[aria-label="Main"]:not([popover])')!;
const dropdown = (label: string) => {
  const button = [...main().querySelectorAll('button')].find((b) => b.textContent === label)!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { button, panel, item: button.closest('li')!, links: [...panel.querySelectorAll('a')] };
};
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const pointer = (target: Element, type: string, pointerType = 'mouse') => target.dispatchEvent(new PointerEvent(type, { pointerType, bubbles: type === 'pointerdown' }));
const expectOpen = (d: ReturnType<typeof dropdown>, open: boolean) => {
  expect(d.button.getAttribute('aria-expanded')).toBe(String(open));
  expect(d.panel.hidden).toBe(!open);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server markup', () => {
  it('marks the current page: Home only on "/", a dropdown link on its own address', async () => {
    await load('/');
    expect(main().querySelector('a[aria-current="page"]')?.textContent).toBe('Home');
    await load('/towns/greenville');
    expect([...main().querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent)).toEqual(['Greenville']);
    // (An address with a trailing slash is rendered at its page's own address: the renderer gives the
    // router the route's path, and the server redirects "/towns/greenville/" there.)
    const mobile = document.querySelector('nav[popover]')!;
    expect([...mobile.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent)).toEqual(['Greenville']);
  });

  it('renders dropdowns closed, as buttons that control their panel', async () => {
    await load();
    const towns = dropdown('Towns');
    expect(towns.button.type).toBe('button');
    expect(towns.item.hasAttribute('data-dropdown')).toBe(true);
    expectOpen(towns, false);
    expect(document.documentElement.dataset.enhanced).toBe('true');
  });

  it('links to other sites open in a new tab, site links in the same one', async () => {
    await load();
    const footer = document.querySelector('footer')!;
    for (const a of footer.querySelectorAll('a')) {
      const external = a.getAttribute('href')!.startsWith('https://');
      expect(a.getAttribute('target'), a.href).toBe(external ? '_blank' : null);
      if (external) expect(a.rel).toBe('noopener noreferrer');
    }
    expect(footer.querySelector('a[href="/parties/bachelorette"]')?.hasAttribute('target')).toBe(false);
  });
});

describe('desktop dropdowns', () => {
  beforeEach(() => load());

  it('a click toggles the panel, and aria-expanded follows', () => {
    const towns = dropdown('Towns');
    towns.button.click();
    expectOpen(towns, true);
    towns.button.click();
    expectOpen(towns, false);
  });

  it('a mouse opens it on hover and closes it on leaving; a touch does not hover', () => {
    const towns = dropdown('Towns');
    pointer(towns.item, 'pointerenter', 'touch');
    expectOpen(towns, false);
    pointer(towns.item, 'pointerenter');
    expectOpen(towns, true);
    pointer(towns.item, 'pointerleave');
    expectOpen(towns, false);
  });

  it('a click after hovering keeps it open; the next click closes it', () => {
    const towns = dropdown('Towns');
    pointer(towns.item, 'pointerenter');
    towns.button.click();
    expectOpen(towns, true);
    towns.button.click();
    expectOpen(towns, false);
    // Still under the mouse: clicking opens it again, and the click after that closes it.
    towns.button.click();
    expectOpen(towns, true);
    towns.button.click();
    expectOpen(towns, false);
  });

  it('Escape closes it and returns focus to the button', () => {
    const towns = dropdown('Towns');
    towns.button.click();
    towns.links[0]!.focus();
    key(towns.links[0]!, 'Escape');
    expectOpen(towns, false);
    expect(document.activeElement).toBe(towns.button);
  });

  it('the arrow keys open it and move through its links, wrapping around', () => {
    const towns = dropdown('Towns');
    towns.button.focus();
    key(towns.button, 'ArrowDown');
    expectOpen(towns, true);
    expect(document.activeElement).toBe(towns.links[0]);
    key(towns.links[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(towns.links[1]);
    key(towns.links[1]!, 'ArrowDown');
    expect(document.activeElement).toBe(towns.links[0]);
    key(towns.links[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(towns.links[1]);

    key(towns.links[1]!, 'Escape');
    key(towns.button, 'ArrowUp');
    expectOpen(towns, true);
    expect(document.activeElement).toBe(towns.links.at(-1));
  });

  it('opening one closes the other', () => {
    const towns = dropdown('Towns');
    const extras = dropdown('Extras');
    towns.button.click();
    extras.button.click();
    expectOpen(towns, false);
    expectOpen(extras, true);
    pointer(towns.item, 'pointerenter');
    expectOpen(towns, true);
    expectOpen(extras, false);
  });

  it('a pointer down outside closes it, inside does not', () => {
    const towns = dropdown('Towns');
    towns.button.click();
    pointer(towns.panel, 'pointerdown');
    expectOpen(towns, true);
    pointer(document.getElementById('elsewhere')!, 'pointerdown');
    expectOpen(towns, false);
  });

  it('focus leaving the dropdown closes it, focus moving inside it does not', () => {
    const towns = dropdown('Towns');
    towns.button.click();
    towns.links[0]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: towns.links[1] }));
    expectOpen(towns, true);
    towns.links[1]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('elsewhere') }));
    expectOpen(towns, false);
  });

  it('choosing a link closes it', () => {
    const towns = dropdown('Towns');
    towns.button.click();
    towns.links[1]!.addEventListener('click', (e) => e.preventDefault());
    towns.links[1]!.click();
    expectOpen(towns, false);
  });

  it('runs once per page: a second run adds no second set of listeners', async () => {
    vi.resetModules();
    await import('./enhance.ts');
    const towns = dropdown('Towns');
    towns.button.click();
    expectOpen(towns, true);
  });
});

/** Sets (or removes, with undefined) the Popover API methods on every element until the test ends. */
function popoverApi(methods: Record<'showPopover' | 'hidePopover', ((this: HTMLElement) => void) | undefined>) {
  const proto = HTMLElement.prototype;
  for (const [name, fn] of Object.entries(methods)) {
    const before = Object.getOwnPropertyDescriptor(proto, name);
    Object.defineProperty(proto, name, { value: fn, configurable: true, writable: true });
    onTestFinished(() => {
      if (before) Object.defineProperty(proto, name, before);
      else delete (proto as unknown as Record<string, unknown>)[name];
    });
  }
}

describe('mobile menu', () => {
  const toggle = () => document.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
  const menu = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

  it('is a popover nav named Main, opened by a labelled toggle', async () => {
    await load();
    expect(menu().tagName).toBe('NAV');
    expect(menu().getAttribute('popover')).toBe('auto');
    expect(menu().getAttribute('aria-label')).toBe('Main');
    expect(toggle().getAttribute('popovertarget')).toBe(menu().id);
    expect(toggle().getAttribute('aria-label')).toBe(menuText.open);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().querySelectorAll('svg[data-icon]')).toHaveLength(2);
  });

  describe('with the Popover API', () => {
    const hide = vi.fn();
    beforeEach(async () => {
      // happy-dom has no Popover API: the browser's part (show, hide, the toggle event) is stood in for.
      const open = new WeakSet<Element>();
      const fire = (el: HTMLElement, state: string) => el.dispatchEvent(Object.assign(new Event('toggle'), { newState: state }));
      hide.mockReset();
      popoverApi({
        showPopover(this: HTMLElement) {
          open.add(this);
          fire(this, 'open');
        },
        hidePopover(this: HTMLElement) {
          hide();
          if (open.delete(this)) fire(this, 'closed');
        },
      });
      await load();
    });

    it('the toggle event keeps the button state and name in step', () => {
      menu().showPopover();
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(toggle().getAttribute('aria-label')).toBe(menuText.close);
      menu().hidePopover();
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(toggle().getAttribute('aria-label')).toBe(menuText.open);
    });

    it('choosing a link closes it', () => {
      menu().showPopover();
      const link = menu().querySelector('a')!;
      link.addEventListener('click', (e) => e.preventDefault());
      link.click();
      expect(hide).toHaveBeenCalled();
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
    });

    it('while open, the rest of the page is inert but the toggle; closing gives it back', () => {
      const elsewhere = document.getElementById('elsewhere')!;
      menu().showPopover();
      expect(elsewhere.closest('[inert]')).not.toBeNull();
      expect(document.querySelector('footer')!.closest('[inert]')).not.toBeNull();
      expect(toggle().closest('[inert]')).toBeNull();
      expect(menu().closest('[inert]')).toBeNull();
      menu().hidePopover();
      expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    });

    it('Tab from the last link goes to the first, Shift+Tab from the first to the last', () => {
      menu().showPopover();
      const links = [...menu().querySelectorAll('a')];
      links.at(-1)!.focus();
      key(document.activeElement!, 'Tab');
      expect(document.activeElement).toBe(links[0]);
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
      expect(document.activeElement).toBe(links.at(-1));
      menu().hidePopover();
    });

    it('Escape closes it and returns focus to the toggle', () => {
      menu().showPopover();
      menu().querySelector('a')!.focus();
      key(document.activeElement!, 'Escape');
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(toggle());
    });
  });

  describe('without the Popover API', () => {
    beforeEach(async () => {
      popoverApi({ showPopover: undefined, hidePopover: undefined });
      await load();
    });

    it('the toggle opens and closes it by an attribute', () => {
      toggle().click();
      expect(menu().hasAttribute('data-open')).toBe(true);
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(toggle().getAttribute('aria-label')).toBe(menuText.close);
      toggle().click();
      expect(menu().hasAttribute('data-open')).toBe(false);
      expect(toggle().getAttribute('aria-label')).toBe(menuText.open);
    });

    it('choosing a link or pressing Escape closes it', () => {
      toggle().click();
      const link = menu().querySelector('a')!;
      link.addEventListener('click', (e) => e.preventDefault());
      link.click();
      expect(menu().hasAttribute('data-open')).toBe(false);
      toggle().click();
      key(document.body, 'Escape');
      expect(menu().hasAttribute('data-open')).toBe(false);
      expect(document.activeElement).toBe(toggle());
    });
  });
});

describe('the late work', () => {
  it('links the web app manifest when the script runs (the page starts it once the page is drawn), once', async () => {
    for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove();
    await load();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});

describe('footer and not-found page', () => {
  it("replaces the build year with the visitor's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-04T12:00:00Z'));
    try {
      await load();
    } finally {
      vi.useRealTimers();
    }
    const year = document.querySelector('[data-testid="copyright-year"]')!;
    expect(year.hasAttribute('data-current-year')).toBe(true);
    expect(year.textContent).toBe('2031');
  });

  it('the prerendered HTML has the build year', () => {
    const html = renderToStaticMarkup(createElement(Footer, { site }));
    expect(html).toMatch(/data-current-year="">2020</);
  });

  it('logs the unknown address on the 404 page only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/no/such/page');
    await load('/404');
    expect(error).not.toHaveBeenCalled();
    await load('/404', 'not-found');
    expect(error).toHaveBeenCalledWith(notFoundText.log, '/no/such/page');
    expect(document.querySelector('h1')?.textContent).toBe(notFoundText.heading);
    expect(document.querySelector('[data-not-found] a')?.getAttribute('href')).toBe('/');
  });
});
