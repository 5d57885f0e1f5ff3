// The header's menus as visitors use them: at desktop width the dropdowns by keyboard and by mouse, at phone
// width the full-screen menu by touch and keyboard, and both without JavaScript. Which link each page marks
// as current is in its HTML (tests/unit/http).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { content } from './helpers.ts';

/** The page script (src/layout/enhance.ts) has run: the header's menus have their behaviour. */
async function enhanced(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('at 1280 px the dropdowns open and close by keyboard and by mouse, focus stays visible, the current page is marked, and a link rested on loads ahead', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { site } = await content();
  const menu = site.navigation.find((item) => item.label === 'Services');
  const last = menu && 'children' in menu ? menu.children[menu.children.length - 1] : undefined;
  if (!last) throw new Error('the navigation has a Services menu');

  // The browser's own preloading, as DevTools reports it (under automation Chromium fetches the page but does
  // not prerender it; for visitors it is prerendered).
  const cdp = await page.context().newCDPSession(page);
  const preloaded: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (e) => {
    if (e.status === 'Ready') preloaded.push(new URL(e.key.url).pathname);
  });
  await cdp.send('Preload.enable');

  await page.goto('/towns/greenville');
  await enhanced(page);
  const nav = mainNav(page);
  for (const name of ['Home', 'Events', 'Instagram', 'About', 'Contact']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  // Keyboard: Enter opens, arrows move and wrap, focus is visible, Escape closes and gives focus back.
  const services = page.getByRole('button', { name: 'Services' });
  const parties = page.getByRole('button', { name: 'Parties' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Teeth Whitening' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  await page.keyboard.press('ArrowUp');
  await expect(nav.getByRole('link', { name: last.label, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Teeth Whitening' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
  // ArrowUp on the button opens at the last item; Tab out of the dropdown closes it.
  await page.keyboard.press('ArrowUp');
  await expect(nav.getByRole('link', { name: last.label, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(parties).toBeFocused();
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  // Opening one dropdown closes the other.
  await services.focus();
  await page.keyboard.press('Enter');
  await parties.focus();
  await page.keyboard.press('Enter');
  await expect(parties).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Tooth Gems' })).toBeHidden();
  // A press anywhere else closes it.
  await page.locator('footer p').first().click();
  await expect(parties).toHaveAttribute('aria-expanded', 'false');

  // Mouse: hover opens; a click keeps it open, a second closes it; the chevron turns with it.
  const birthday = nav.getByRole('link', { name: 'Birthday' });
  await parties.hover();
  await expect(parties).toHaveAttribute('aria-expanded', 'true');
  await parties.click();
  await expect(birthday).toBeVisible();
  await expect.poll(() => parties.locator('svg').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  await parties.click();
  await expect(parties).toHaveAttribute('aria-expanded', 'false');
  await expect(birthday).toBeHidden();
  await expect.poll(() => parties.locator('svg').evaluate((el) => getComputedStyle(el).transform)).toBe('none');

  // Resting the pointer on a link makes the browser load that page ahead.
  const about = nav.getByRole('link', { name: 'About', exact: true });
  expect(preloaded).not.toContain('/about');
  await about.hover();
  await expect.poll(() => preloaded).toContain('/about');

  // A dropdown link chosen by keyboard opens its page, marked as current in the menu, in its own colour.
  await parties.focus();
  await page.keyboard.press('Enter');
  const corporate = nav.getByRole('link', { name: 'Corporate' });
  await corporate.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/parties\/corporate$/);
  await expect(page.getByRole('button', { name: 'Parties' })).toHaveAttribute('aria-expanded', 'false');
  const current = page.locator('header nav:not([popover]) a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/parties/corporate');
  await page.goto('/');
  const home = mainNav(page).getByRole('link', { name: 'Home', exact: true });
  await expect(home).toHaveAttribute('aria-current', 'page');
  expect(await home.evaluate((el) => getComputedStyle(el).color)).not.toBe(await mainNav(page).getByRole('link', { name: 'About', exact: true }).evaluate((el) => getComputedStyle(el).color));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('at 375 px the menu fills the screen under the header, keeps focus inside while open, and closes on Escape, on a tap outside and on a choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/towns/greenville');
    await enhanced(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    await expect(toggle.locator('svg[data-icon="open"]')).toBeVisible();
    await expect(toggle.locator('svg[data-icon="close"]')).toBeHidden();

    // Opened by keyboard: Tab and Shift+Tab go round its links; the page behind is inert, the toggle not.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close.locator('svg[data-icon="close"]')).toBeVisible();
    const menu = mainNav(page);
    const links = menu.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
    await expect(page.locator('[data-menu-toggle]').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[inert]')).toHaveCount(0);

    // Opened by touch: it fills the screen under the header, its links are 44 px targets; a tap outside closes it.
    await toggle.tap();
    await expect(menu).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.y)).toBe(Math.round(header.height));
    expect([box.x, box.width, Math.round(box.y + box.height)]).toEqual([0, 375, 740]);
    expect(await menu.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const logo = (await page.getByRole('banner').locator('a[href="/"]').first().boundingBox())!;
    const button = (await close.boundingBox())!;
    await page.touchscreen.tap((logo.x + logo.width + button.x) / 2, header.height / 2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Choosing an item closes the menu and opens its page.
    await toggle.tap();
    await menu.getByRole('link', { name: 'Birthday' }).tap();
    await expect(page).toHaveURL(/\/parties\/birthday$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Birthday' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a dropdown opens on hover and on keyboard focus at 1280 px, and the phone menu opens and closes as a popover at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/towns/greenville');
    const birthday = mainNav(page).getByRole('link', { name: 'Birthday' });
    await expect(birthday).toBeHidden();
    await page.getByRole('button', { name: 'Parties' }).hover();
    await expect(birthday).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(birthday).toBeHidden();
    await page.getByRole('button', { name: 'Services' }).focus();
    await expect(mainNav(page).getByRole('link', { name: 'Teeth Whitening' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Teeth Whitening' })).toBeFocused();

    await page.setViewportSize({ width: 375, height: 740 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(mainNav(page).getByRole('link', { name: 'Birthday' })).toBeVisible();
    await expect(toggle.locator('svg[data-icon="close"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
  });
});
