import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, signIn, startProduct, watchCsp, stopStarted } from './serverUnderTest';

/**
 * Each role on a 1280 px desktop, on the built app and the real server (issue 11): the navigation
 * of each role (docs/routes.md#navbar-links), a buyer's favourites surviving a reload, a call that gets no answer and its
 * message, logout with its confirmation; and no Content-Security-Policy violation on any page.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
beforeAll(async () => {
  // Sign-ins from one address here exceed the default 10 a minute (server/config.ts).
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
});
afterAll(stopStarted);

async function desktopPage() {
  const page = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
  return { page, violations: await watchCsp(page) };
}
const mainLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

describe('each role on a desktop', () => {
  it.each([
    ['buyer@nivaas.test', 'Buyer', ['Home', 'Buyer Dashboard', 'Properties'], 'Priya Sharma'],
    ['seller@nivaas.test', 'Seller', ['Home', 'Seller Dashboard', 'My Inquiries'], 'Arjun Nair'],
    ['agent@nivaas.test', 'Agent', ['Home', 'Agent Dashboard', 'My Inquiries'], 'Kavita Rao'],
    ['builder@nivaas.test', 'Builder', ['Home', 'Builder Dashboard', 'Post Builder Property'], 'Rajesh Mehta'],
    ['staff@nivaas.test', 'Buyer', ['Home', 'Buyer Dashboard', 'Properties', 'Review Queue'], 'Nivaas Review Team'],
  ])('%s signs in as %s and sees that role’s navigation', async (email, role, links, name) => {
    const { page, violations } = await desktopPage();
    await signIn(page, product.origin, email, role, `/${role.toLowerCase()}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: `Profile menu for ${name}` }).waitFor();
    expect(await mainLinks(page)).toEqual(links);
    // Sellers and agents post through a button (docs/routes.md#post-property-button: it checks the role first); builders have a link.
    const postButton = nav.getByRole('button', { name: 'Post Property' });
    expect(await postButton.count()).toBe(role === 'Seller' || role === 'Agent' ? 1 : 0);
    expect(await nav.getByRole('link', { name: 'My Inquiries' }).count()).toBe(
      role === 'Seller' || role === 'Agent' ? 1 : 0,
    );
    // The active route is highlighted.
    await expect
      .poll(() => nav.getByRole('link', { name: `${role} Dashboard` }).getAttribute('aria-current'))
      .toBe('page');
    expect(violations).toEqual([]);
    await page.close();
  });

  it('shows only Login to a visitor', async () => {
    const { page, violations } = await desktopPage();
    await page.goto(`${product.origin}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    expect(await mainLinks(page)).toEqual(['Login']);
    for (const [path, heading] of [
      ['/builder/skyline-developers', 'Skyline Developers'],
      ['/all-properties', 'All Properties'],
      ['/register', 'Create your Nivaas account'],
      ['/login', 'Sign in to Nivaas'],
    ] as const) {
      await page.goto(`${product.origin}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('a buyer’s favourites', () => {
  it('survive a reload of the app', async () => {
    const { page, violations } = await desktopPage();
    await signIn(page, product.origin, 'buyer@nivaas.test', 'Buyer', '/buyer');
    const builder = await (await fetch(`${product.origin}/api/builders/username/skyline-developers`)).json();
    const projects = (await (await fetch(`${product.origin}/api/builders/${builder._id}/properties`)).json()) as {
      _id: string;
    }[];
    const before = (await page.evaluate(() =>
      fetch('/api/users/me/favorites', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } }).then(
        (r) => r.json(),
      ),
    )) as { favorites: { _id: string }[] };
    const chosen = projects.find((p) => !before.favorites.some((f) => f._id === p._id));
    expect(chosen).toBeDefined();
    // Added through the call the favourites provider makes, with the signed-in page's own token:
    // this journey checks the role's access, the card's button has its own stories.
    const added = await page.evaluate(
      (id) =>
        fetch('/api/users/me/favorites', {
          method: 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
          body: JSON.stringify({ propertyId: id }),
        }).then((r) => r.status),
      chosen!._id,
    );
    expect(added).toBeLessThan(300);

    // After a reload the app signs in from storage and loads the favourites again, the new one first.
    // The wait starts once the new document has committed: a GET the old page still had in flight
    // would match too, and its body is gone once the page navigates away.
    await page.reload({ waitUntil: 'commit' });
    const loaded = await page.waitForResponse(
      (r) => r.url().endsWith('/api/users/me/favorites') && r.request().method() === 'GET',
    );
    const answer = (await loaded.json()) as { favorites: { _id: string }[] };
    expect(answer.favorites.map((f) => f._id)).toEqual([chosen!._id, ...before.favorites.map((f) => f._id)]);
    await page.getByRole('button', { name: 'Profile menu for Priya Sharma' }).waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('a call that gets no answer', () => {
  it('shows the no-response message at sign-in, and signing in works once the server answers', async () => {
    const { page } = await desktopPage();
    await page.goto(`${product.origin}/login`);
    await page.route('**/api/users/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: /Email/ }).fill('seller@nivaas.test');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Demo@1234');
    await page.getByRole('radio', { name: 'Seller' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      // docs/api.md#no-response: the journey's server is on a loopback address, which is never named.
      .toBe('No response from server. Please check your connection and try again.');
    await page.unroute('**/api/users/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.origin}/seller`);
    await page.close();
  });

  it('shows the portfolio failure, and Try Again loads it once the network is back', async () => {
    const { page } = await desktopPage();
    // The server renders the portfolio with its data; the browser fetches it on a client navigation.
    await page.goto(`${product.origin}/`);
    await hydrated(page);
    await page.route('**/api/builders/username/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'See a builder portfolio' }).click();
    await page.getByText('Failed to load builder portfolio. Please try again later.').waitFor();
    await page.unroute('**/api/builders/username/**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Skyline Developers' }).waitFor();
    await page.close();
  });
});

describe('a page whose code is still on its way', () => {
  it('shows Loading... under the new address, and a menu opened meanwhile stays open when the page arrives', async () => {
    const { page, violations } = await desktopPage();
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route(/\/assets\/SellerDashboard-[\w-]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await signIn(page, product.origin, 'seller@nivaas.test', 'Seller', '/seller');
    await page.getByText('Loading...').waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in to Nivaas' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Profile menu for Arjun Nair' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    releaseChunk();
    await page.getByRole('heading', { level: 1, name: 'Seller Dashboard' }).waitFor();
    await page.getByText('My listings').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('logout', () => {
  it('asks first: Cancel keeps the session, Yes, Logout ends it on the server too', async () => {
    const { page, violations } = await desktopPage();
    await signIn(page, product.origin, 'agent@nivaas.test', 'Agent', '/agent');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Profile menu for Kavita Rao' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

    await page.getByRole('button', { name: 'Profile menu for Kavita Rao' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL(`${product.origin}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    expect(await mainLinks(page)).toEqual(['Login']);
    // The token was revoked: it opens nothing any more.
    const after = await fetch(`${product.origin}/api/users/me/favorites`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect(violations).toEqual([]);
    await page.close();
  });
});
