import { expect, test } from '@playwright/test';
import { hydrated } from './helpers.ts';

test.describe('desktop navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every top-level item and no menu toggle', async ({ page }) => {
    await page.goto('/towns/greenville');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Events', 'Instagram', 'About', 'Contact']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Services', 'Parties']) await expect(nav.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('dropdowns open and close by keyboard, with focus kept visible', async ({ page }) => {
    await page.goto('/towns/greenville');
    await hydrated(page);
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

  test('a mouse opens a dropdown on hover and a click outside closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const parties = page.getByRole('button', { name: 'Parties' });
    await parties.hover();
    await expect(parties).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Sweet 16 & Quinceañera' }).click();
    await expect(page).toHaveURL(/\/parties\/sweet-16$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('mobile navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the toggle opens the menu and choosing an item closes it', async ({ page }) => {
    await page.goto('/towns/emory');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    await toggle.tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Birthday' })).toBeVisible();
    await menu.getByRole('link', { name: 'Birthday' }).tap();
    await expect(page).toHaveURL(/\/parties\/birthday$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Birthday' })).toBeHidden();
  });

  test('Escape closes the open menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
