import { expect, test, type Page } from '@playwright/test';
import { content } from './helpers.ts';

/** The page script (src/layout/enhance.ts) has run: the header's menus have their behaviour. */
async function enhanced(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every top-level item and no menu toggle', async ({ page }) => {
    await page.goto('/towns/greenville');
    const nav = mainNav(page);
    for (const name of ['Home', 'Events', 'Instagram', 'About', 'Contact']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Services', 'Parties']) await expect(nav.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('marks the current page: Home only on the home page, a dropdown link on its own page', async ({ page }) => {
    await page.goto('/');
    const home = mainNav(page).getByRole('link', { name: 'Home', exact: true });
    await expect(home).toHaveAttribute('aria-current', 'page');
    const rose = await home.evaluate((el) => getComputedStyle(el).color);
    expect(rose).not.toBe(await mainNav(page).getByRole('link', { name: 'About', exact: true }).evaluate((el) => getComputedStyle(el).color));

    await page.goto('/parties/birthday');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    const current = page.locator('header nav:not([popover]) a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/parties/birthday');
  });

  test('dropdowns open and close by keyboard, with focus kept visible', async ({ page }) => {
    await page.goto('/towns/greenville');
    await enhanced(page);
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Teeth Whitening' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Tooth Gems' }).first()).toBeFocused();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    const parties = page.getByRole('button', { name: 'Parties' });
    await parties.focus();
    await page.keyboard.press('Enter');
    const corporate = page.getByRole('link', { name: 'Corporate' });
    await expect(corporate).toBeVisible();
    await corporate.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/parties\/corporate$/);
    await expect(parties).toHaveAttribute('aria-expanded', 'false');
  });

  test('arrow keys wrap around, and focus leaving a dropdown closes it', async ({ page }) => {
    await page.goto('/towns/greenville');
    await enhanced(page);
    const { site } = await content();
    const menu = site.navigation.find((item) => item.label === 'Services');
    const last = menu && 'children' in menu ? menu.children[menu.children.length - 1] : undefined;
    if (!last) throw new Error('the navigation has a Services menu');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowUp');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: last.label, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Teeth Whitening' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Parties' })).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Tooth Gems' })).toBeHidden();
  });

  test('a mouse opens a dropdown on hover and a click outside closes it', async ({ page }) => {
    await page.goto('/');
    await enhanced(page);
    const parties = page.getByRole('button', { name: 'Parties' });
    await parties.hover();
    await expect(parties).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Sweet 16 & Quinceañera' }).click();
    await expect(page).toHaveURL(/\/parties\/sweet-16$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Opened by keyboard, so the mouse never was over it: a press anywhere else closes it.
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.locator('footer p').first().click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('clicking a dropdown the mouse has opened keeps it open; a second click closes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await enhanced(page);
    const parties = page.getByRole('button', { name: 'Parties' });
    const birthday = mainNav(page).getByRole('link', { name: 'Birthday' });
    await parties.hover();
    await expect(parties).toHaveAttribute('aria-expanded', 'true');
    await parties.click();
    await expect(parties).toHaveAttribute('aria-expanded', 'true');
    await expect(birthday).toBeVisible();
    // The chevron turns by CSS, from the button's state.
    await expect.poll(() => parties.locator('svg').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
    await parties.click();
    await expect(parties).toHaveAttribute('aria-expanded', 'false');
    await expect(birthday).toBeHidden();
    await expect.poll(() => parties.locator('svg').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });

  test('opening one dropdown closes the other', async ({ page }) => {
    await page.goto('/towns/greenville');
    await enhanced(page);
    const services = page.getByRole('button', { name: 'Services' });
    const parties = page.getByRole('button', { name: 'Parties' });
    await services.focus();
    await page.keyboard.press('Enter');
    await parties.focus();
    await page.keyboard.press('Enter');
    await expect(parties).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Tooth Gems' })).toBeHidden();
  });
});

test.describe('mobile navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the toggle opens the menu and choosing an item closes it', async ({ page }) => {
    await page.goto('/towns/emory');
    await enhanced(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    await toggle.tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = mainNav(page);
    await expect(menu.getByRole('link', { name: 'Birthday' })).toBeVisible();
    await menu.getByRole('link', { name: 'Birthday' }).tap();
    await expect(page).toHaveURL(/\/parties\/birthday$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Birthday' })).toBeHidden();
  });

  test('Escape closes the open menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await enhanced(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('the open menu keeps keyboard focus: Tab and Shift+Tab go round its links, the page behind is inert', async ({ page }) => {
    await page.goto('/');
    await enhanced(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const links = mainNav(page).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    const inMenu = () => page.evaluate(() => document.activeElement?.closest('nav[popover]') !== null);

    // Tab walks the menu from the toggle to the last link, then goes round to the first.
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    // Many more presses never reach the page behind the menu.
    for (let i = 0; i < count + 5; i++) {
      await page.keyboard.press('Tab');
      expect(await inMenu()).toBe(true);
    }
    // The page behind is out of reach while the menu is open, the toggle is not.
    await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
    await expect(page.locator('main').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(1);
    await expect(page.locator('[data-menu-toggle]').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('choosing an item with the keyboard closes the menu and gives the page back', async ({ page }) => {
    await page.goto('/towns/greenville');
    await enhanced(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const first = mainNav(page).getByRole('link').first();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : href}`));
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('the open menu fills the screen under the header, shows the close icon and closes on a tap outside', async ({ page }) => {
    await page.goto('/towns/greenville');
    await enhanced(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle.locator('svg[data-icon="open"]')).toBeVisible();
    await expect(toggle.locator('svg[data-icon="close"]')).toBeHidden();
    await toggle.tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close.locator('svg[data-icon="close"]')).toBeVisible();
    await expect(close.locator('svg[data-icon="open"]')).toBeHidden();

    const menu = mainNav(page);
    await expect(menu).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.y)).toBe(Math.round(header.height));
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(Math.round(box.y + box.height)).toBe(740);
    expect(await menu.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 250, 245)');
    for (const link of await menu.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // A tap on the header between the name and the toggle: outside the menu, on nothing interactive.
    const logo = (await page.getByRole('banner').locator('a[href="/"]').first().boundingBox())!;
    const button = (await close.boundingBox())!;
    await page.touchscreen.tap((logo.x + logo.width + button.x) / 2, header.height / 2);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('a dropdown opens on hover and on keyboard focus', async ({ page }) => {
      await page.goto('/towns/greenville');
      const parties = page.getByRole('button', { name: 'Parties' });
      const birthday = mainNav(page).getByRole('link', { name: 'Birthday' });
      await expect(birthday).toBeHidden();
      await parties.hover();
      await expect(birthday).toBeVisible();
      await page.mouse.move(640, 600);
      await expect(birthday).toBeHidden();

      await page.getByRole('button', { name: 'Services' }).focus();
      await expect(mainNav(page).getByRole('link', { name: 'Teeth Whitening' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(mainNav(page).getByRole('link', { name: 'Teeth Whitening' })).toBeFocused();
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test('the menu opens and closes as a popover', async ({ page }) => {
      await page.goto('/towns/greenville');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.tap();
      await expect(mainNav(page).getByRole('link', { name: 'Birthday' })).toBeVisible();
      await expect(toggle.locator('svg[data-icon="close"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(mainNav(page)).toBeHidden();
    });
  });
});

test('resting the pointer on a link makes the browser load that page ahead, so it opens at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The browser's own preloading, as DevTools reports it. (Under automation Chromium fetches the page but
  // does not prerender it: "PrerenderingDisabledByDevTools"; for visitors it is prerendered.)
  const cdp = await page.context().newCDPSession(page);
  const loaded: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (e) => {
    if (e.status === 'Ready') loaded.push(new URL(e.key.url).pathname);
  });
  await cdp.send('Preload.enable');
  await page.goto('/towns/greenville');
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true });
  expect(loaded).toEqual([]);
  // Moderate eagerness: the browser starts once the pointer rests on the link for a moment.
  await about.hover();
  await expect.poll(() => loaded).toContain('/about');
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
});
