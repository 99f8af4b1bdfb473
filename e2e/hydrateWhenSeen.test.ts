import type { Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, hydrated, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue 37, docs/architecture.md#hydrate-when-seen: on a phone the home page's sections below the
 * fold keep their server HTML unhydrated while the page starts, hydrate as they come near the
 * screen, and answer a tap before that like any hydrated part (a link opens in the app, no reload).
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(stopStarted);

const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** React marks each element it has hydrated with its fiber. */
const isHydrated = (part: Locator) =>
  part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Whether the page still shows the very heading element the server sent. */
const serverHeadingKept = (page: Page) =>
  page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return serverHeading !== null && serverHeading === document.getElementById('popular-localities-title');
  });

async function openHome(page: Page) {
  // The server's heading of a section below the fold, as parsed before any script ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { serverHeading: document.getElementById('popular-localities-title') }),
    ),
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${product.origin}/`);
  await hydrated(page);
  // A page that has reloaded has lost this.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return problems;
}

describe('the home page on a phone', () => {
  it('hydrates the sections below the fold when they come near the screen', async () => {
    const page = await (await product.browser.newContext(phone)).newPage();
    const problems = await openHome(page);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    const localities = page.getByRole('heading', { name: 'Popular localities' });
    const postCallout = page.getByRole('heading', { name: 'Own a property? Post it on Nivaas' });
    expect(await isHydrated(search)).toBe(true);
    expect(await isHydrated(localities)).toBe(false);
    expect(await isHydrated(postCallout)).toBe(false);

    await localities.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(localities)).toBe(true);
    expect(await serverHeadingKept(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("hydrates a signed-in buyer's sections right after the page, from the server's HTML, so they show the session", async () => {
    const context = await product.browser.newContext(phone);
    const login = await fetch(`${product.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@nivaas.test', password: DEMO_PASSWORD, role: 'Buyer' }),
    });
    const session = (await login.json()) as { token: string };
    await context.addInitScript((stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored));
    }, session);
    const page = await context.newPage();
    const problems = await openHome(page);

    // Without a scroll: the buyer's own parts (the hearts on the cards, say) do not wait to be seen.
    const postCallout = page.getByRole('heading', { name: 'Own a property? Post it on Nivaas' });
    await expect.poll(() => isHydrated(postCallout)).toBe(true);
    // Hydrated, not made anew: what changed for the buyer (the bar, the favourites) kept the section's HTML.
    expect(await serverHeadingKept(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens a link of a section not yet hydrated in the app, without a reload', async () => {
    const page = await (await product.browser.newContext(phone)).newPage();
    const problems = await openHome(page);
    const locality = page
      .getByRole('list', { name: /^Popular localities in / })
      .first()
      .getByRole('link')
      .first();
    expect(await isHydrated(locality)).toBe(false);
    const name = (await locality.textContent())!.replace(/\s*\(.*$/, '');

    await locality.tap();
    await page.waitForURL(/\/all-properties\?/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(name);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });
});
