import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, watchCsp, stopStarted } from './serverUnderTest';

/**
 * Roles on a 375 px phone (issue 11, docs/routes.md#mobile-layout): below 1024 px the hamburger menu replaces the
 * links, holds that role's links, closes after a choice; logout works from there; nothing scrolls
 * sideways; and the served CSP raises no violation.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

describe('on a 375 px phone', () => {
  it.each([
    ['seller@nivaas.test', 'Seller', ['Home', 'Seller Dashboard', 'My Inquiries'], 'Arjun Nair', 'My Inquiries'],
    ['builder@nivaas.test', 'Builder', ['Home', 'Builder Dashboard', 'Post Builder Property'], 'Rajesh Mehta', 'Home'],
  ])('%s (%s) uses the hamburger menu and logs out', async (email, role, links, name, choice) => {
    const page = await product.browser.newPage({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const violations = await watchCsp(page);
    await signIn(page, product.origin, email, role, `/${role.toLowerCase()}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: `Profile menu for ${name}` }).waitFor();
    // No links in the bar itself on a phone: they live in the menu.
    expect(await nav.getByRole('link').count()).toBe(0);
    const menuButton = nav.getByRole('button', { name: 'Menu', exact: true });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await menuButton.click();
    const panel = page.getByRole('navigation', { name: 'Main menu' });
    await panel.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByRole('link').allInnerTexts()).toEqual(links);
    expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(18 * 16);

    // A choice navigates and closes the menu.
    await panel.getByRole('link', { name: choice }).click();
    await page.waitForURL(`${product.origin}${choice === 'Home' ? '/' : '/inquiries'}`);
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await nav.getByRole('button', { name: `Profile menu for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL(`${product.origin}/login`);
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Login']);
    expect(await nav.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    expect(violations).toEqual([]);
    await page.close();
  });
});
