import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, signIn, startProduct, stopStarted } from './serverUnderTest';

/**
 * Issue 37, docs/auth.md#first-paint: every visitor's page hydrates as the server sent it, signed in
 * or out, with no hydration error or warning and the server's HTML kept; and a signed-in visitor
 * never sees the signed-out bar: their name is in the bar from the first paint, and the app starts
 * at once, without waiting for the first photo. The browser names every style as the server did.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
let publicPages: string[];
beforeAll(async () => {
  // Six sign-ins from one address, and the first-paint checks' own.
  product = await startProduct({ RATE_LIMIT_LOGIN: '100' });
  const get = async <T>(path: string) => (await (await fetch(`${product.origin}${path}`)).json()) as T;
  const { items } = await get<{ items: { _id: string; kind: string }[] }>('/api/properties?sort=newest');
  const builder = await get<{ _id: string }>('/api/builders/username/skyline-developers');
  const [project] = await get<{ _id: string }[]>(`/api/builders/${builder._id}/properties`);
  publicPages = [
    '/',
    '/all-properties',
    '/all-properties?city=Pune&purpose=sale',
    `/property-detail/${items.find((item) => item.kind === 'listing')!._id}`,
    `/builder-property-detail/${project!._id}`,
    '/builder/skyline-developers',
  ];
});
afterAll(stopStarted);

const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

/** React's reports of a hydration that did not match, in production (#418, #423, #425) and development. */
const HYDRATION = /hydrat|#418|#423|#425/i;

/** Console errors and warnings and uncaught errors (React's onRecoverableError reports through them). */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Keeps the server's page elements as parsed, before any script of the app has run. */
function keepServerElements() {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { serverElements: Element[] }).serverElements = [
      ...document.querySelectorAll('#root > *, #root main, #root h1'),
    ];
  });
}

/** How many of the server's page elements are gone: React threw their HTML away and made its own. */
const serverElementsGone = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverElements?: Element[] }).serverElements ?? [];
    return kept.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80));
  });

/** The class names the server's styles give rules to, read from the page as sent. */
async function serverStyledClasses(path: string) {
  const html = await (await fetch(`${product.origin}${path}`)).text();
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((style) => style[1]).join('');
  return [...css.matchAll(/\.([a-zA-Z][\w-]*)[^{};]*\{/g)].map((rule) => rule[1]!);
}

/**
 * The class names of the browser's styled-components rules that neither the server's styles nor any
 * element on the page has: the browser named a component otherwise than the server did (the name
 * counted in creation order, docs/architecture.md#styles), and built a second set of rules.
 */
const classesNamedOtherwise = (page: Page, serverClasses: string[]) =>
  page.evaluate((names) => {
    const known = new Set([...names, ...[...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList])]);
    const active = document.querySelector<HTMLStyleElement>('style[data-styled="active"]');
    return [...(active?.sheet?.cssRules ?? [])]
      .flatMap((rule) => [...((rule as CSSStyleRule).selectorText ?? '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]!))
      .filter((name) => !known.has(name));
  }, serverClasses);

interface Visitor {
  who: string;
  account?: { email: string; role: string; name: string };
  /** The role's own pages (the browser renders them), or for a visitor the pages that are not server-rendered. */
  routes: string[];
  device: typeof phone | typeof desktop;
}

const visitors: Visitor[] = [
  { who: 'a visitor on a phone', routes: ['/login', '/register', '/forgot-password', '/compare'], device: phone },
  { who: 'a visitor on a desktop', routes: ['/buyer', '/post_property'], device: desktop },
  ...(
    [
      [
        'a buyer on a phone',
        'buyer',
        'Buyer',
        'Priya Sharma',
        ['/buyer', '/properties', '/notifications', '/compare'],
        phone,
      ],
      ['a buyer on a desktop', 'buyer', 'Buyer', 'Priya Sharma', ['/buyer', '/properties'], desktop],
      [
        'a seller',
        'seller',
        'Seller',
        'Arjun Nair',
        ['/seller', '/inquiries', '/post_property', '/notifications'],
        desktop,
      ],
      ['an agent', 'agent', 'Agent', 'Kavita Rao', ['/agent', '/inquiries', '/post_property'], phone],
      [
        'a builder',
        'builder',
        'Builder',
        'Rajesh Mehta',
        ['/builder', '/builder/profile', '/builder/properties', '/edit-builder-profile', '/post-builder-property'],
        desktop,
      ],
      ['staff', 'staff', 'Buyer', 'Nivaas Review Team', ['/staff/review', '/buyer'], phone],
    ] as const
  ).map(([who, login, role, name, routes, device]) => ({
    who,
    account: { email: `${login}@nivaas.test`, role, name },
    routes: [...routes],
    device,
  })),
];

/** A browser context signed in as the account, through the sign-in page as a person does. */
async function contextFor({ account, device }: Visitor): Promise<BrowserContext> {
  const context = await product.browser.newContext(device);
  if (account) {
    const page = await context.newPage();
    await signIn(page, product.origin, account.email, account.role, `/${account.role.toLowerCase()}`);
    await page.close();
  }
  return context;
}

describe('every page hydrates as the server sent it', () => {
  it.each(visitors)(
    '$who: on the public pages and their own, no hydration error or warning, the server HTML kept',
    async (visitor) => {
      const context = await contextFor(visitor);
      const page = await context.newPage();
      await page.addInitScript(keepServerElements);
      const problems = watchProblems(page);
      const bar = page.getByRole('navigation', { name: 'Main' });
      for (const path of [...publicPages, ...visitor.routes]) {
        const serverRendered = publicPages.includes(path);
        await page.goto(`${product.origin}${path}`);
        if (serverRendered) await hydrated(page);
        // The session is read and the bar shows it: the signed-in bar, or the visitor's Login link.
        if (visitor.account)
          await bar.getByRole('button', { name: `Profile menu for ${visitor.account.name}` }).waitFor();
        else await bar.getByRole('link', { name: 'Login' }).waitFor();
        await page.waitForLoadState('networkidle');
        if (serverRendered) {
          expect(await serverElementsGone(page), path).toEqual([]);
          // A visitor's browser renders just what the server did (a signed-in bar adds closed menus and dialogs).
          if (!visitor.account)
            expect(await classesNamedOtherwise(page, await serverStyledClasses(path)), path).toEqual([]);
        }
        expect(
          problems.filter((problem) => HYDRATION.test(problem)),
          path,
        ).toEqual([]);
        expect(problems, path).toEqual([]);
      }
      await context.close();
    },
    240_000,
  );
});

/**
 * What each frame shows, from the first with the whole bar: the bar's text with the name drawn by its
 * CSS (the stored user's, before the app has read the session), and whether anything only a
 * signed-out visitor sees is on screen, the footer's Sign in and Register among it
 * (docs/routes.md#site-footer). Read in requestAnimationFrame, so each frame's look before it paints.
 * A slow phone may paint the page while it is still being parsed: a frame in which the parser has
 * not yet passed the bar (nothing after it yet) shows neither a name nor Login, and is not the bar.
 */
function watchFrames() {
  const frames: { bar: string; signedOut: boolean }[] = [];
  (window as unknown as { paintedFrames: typeof frames }).paintedFrames = frames;
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const look = () => {
    const root = document.getElementById('root');
    const header = root?.querySelector('header');
    const barParsed = header && (header.nextElementSibling !== null || document.readyState !== 'loading');
    if (root && header && barParsed) {
      const drawn = [...header.querySelectorAll('*')]
        .filter(visible)
        .map((element) => getComputedStyle(element, '::before').content)
        .filter((content) => content.startsWith('"'))
        .map((content) => JSON.parse(content) as string);
      frames.push({
        bar: [header.innerText, ...drawn].join(' '),
        signedOut:
          /\bLogin\b|Create a free account|\bSign in\b/.test(root.innerText) ||
          /\bSign in\b|\bRegister\b/.test(document.querySelector<HTMLElement>('.site-footer')?.innerText ?? ''),
      });
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

const paintedFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintedFrames: { bar: string; signedOut: boolean }[] }).paintedFrames);

/** A phone's page with its CPU four times slower, as Lighthouse's mobile profile. */
async function slowPhonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watchFrames);
  await page.addInitScript(watchShifts);
  return page;
}

/** Each layout shift the page makes, with what moved (Lighthouse's CLS adds these up). */
function watchShifts() {
  const shifts: { value: number; moved: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources: { node?: Node | null }[];
    })[])
      shifts.push({
        value: entry.value,
        moved: entry.sources.map((source) => (source.node as HTMLElement | null)?.outerHTML?.slice(0, 80) ?? '?'),
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);

/** The page's photos, held back until `release` is called. */
async function holdPhotos(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('a signed-in buyer on a 4x-slowed phone', () => {
  it('sees their name in the bar from the first paint, never the signed-out bar, and the app starts before the first photo', async () => {
    const buyer = visitors.find((visitor) => visitor.who === 'a buyer on a phone')!;
    const context = await contextFor(buyer);
    for (const path of publicPages) {
      const page = await slowPhonePage(context);
      const problems = watchProblems(page);
      const release = await holdPhotos(page);
      const appAskedFor = page.waitForRequest((request) => /\/assets\/[^/]+\.js$/.test(request.url()));
      await page.goto(`${product.origin}${path}`, { waitUntil: 'commit' });
      // With a session stored, the app's code is asked for at once: no photo has arrived yet.
      await appAskedFor;
      release();
      await hydrated(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Profile menu for Priya Sharma' })
        .waitFor();
      await page.waitForLoadState('networkidle');
      const frames = await paintedFrames(page);
      expect(frames[0]!.bar, path).toContain('Priya Sharma');
      expect(
        frames.filter((frame) => frame.signedOut || !frame.bar.includes('Priya Sharma')),
        path,
      ).toEqual([]);
      // Nothing moves as the session is read: a stand-in holds each signed-in part's place (the
      // home page's 'Go to your dashboard' moved its row 0.037 of the screen). The bar's name
      // becoming the menu button moves it a few thousandths.
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        `${path}: ${JSON.stringify(shifts)}`,
      ).toBeLessThan(0.01);
      expect(problems, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('while a visitor on the same phone sees the signed-out bar from the first paint', async () => {
    const context = await product.browser.newContext(phone);
    const page = await slowPhonePage(context);
    await page.goto(`${product.origin}/`);
    await hydrated(page);
    const frames = await paintedFrames(page);
    expect(frames[0]).toEqual({ bar: 'Nivaas\nLogin', signedOut: true });
    await context.close();
  });
});
