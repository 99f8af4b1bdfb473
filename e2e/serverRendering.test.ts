import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@/api/contract';
import { paths } from '@/lib/paths';
import { formatPrice } from '@/lib/price';
import { hydrated, startProduct, watchCsp, stopStarted } from './serverUnderTest';

/**
 * Issue 17: the public pages come from the server with their text, styles and data, and the
 * browser hydrates them without a mismatch (React reports one as a console error or warning), under
 * the served Content-Security-Policy; a shared listing reads without JavaScript.
 */
let product: Awaited<ReturnType<typeof startProduct>>;
let listing: { _id: string; title: string; price: number };
let project: { _id: string; projectName: string };
let featured: string;
beforeAll(async () => {
  product = await startProduct();
  const search = (await (await fetch(`${product.origin}/api/properties?sort=newest`)).json()) as {
    items: { _id: string; kind: string; title: string; price: number }[];
  };
  listing = search.items.find((item) => item.kind === 'listing')!;
  const builder = (await (await fetch(`${product.origin}/api/builders/username/skyline-developers`)).json()) as {
    _id: string;
  };
  const projects = (await (await fetch(`${product.origin}/api/builders/${builder._id}/properties`)).json()) as {
    _id: string;
    projectName: string;
  }[];
  project = projects[0]!;
  const newProjects = (await (
    await fetch(`${product.origin}/api/properties?kind=builder-project&pageSize=4`)
  ).json()) as { items: { title: string }[] };
  featured = newProjects.items[0]!.title;
});
afterAll(stopStarted);

/** TCP's initial congestion window: ten segments of 1,460 bytes (RFC 6928). */
const INITIAL_WINDOW_BYTES = 14_600;

/** Each public page kind and text its server HTML must hold before any script runs. */
const pages = () => [
  // docs/routes.md#home-page: the newest project's card is in the HTML before any script.
  { path: '/', texts: ['Find your nivaas', 'Search properties', featured, 'Popular localities'] },
  { path: '/all-properties', texts: ['All Properties', listing.title] },
  // docs/listings.md#search-heading: a filtered search is headed by what it looks for.
  { path: '/all-properties?city=Pune&purpose=sale', texts: ['Properties for sale in Pune'] },
  { path: `/property-detail/${listing._id}`, texts: [listing.title, formatPrice(listing.price)] },
  { path: `/builder-property-detail/${project._id}`, texts: [project.projectName] },
  { path: '/builder/skyline-developers', texts: ['Skyline Developers', project.projectName] },
];

describe('the public pages', () => {
  it('come from the server with their main text, styles and data', async () => {
    for (const { path, texts } of pages()) {
      const response = await fetch(`${product.origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      for (const text of texts) expect(root, `${path}: ${text}`).toContain(text.replace(/&/g, '&amp;'));
      // The head alone says the title and share tags and preloads the first photo: React's hoisted copies stay out.
      expect(root, path).not.toMatch(/<title>|<meta |<link rel="preload"/);
      // Every part in its place: none is sent after the rest to be moved in by a script (React's
      // outlined Suspense boundaries), which would hold it back without JavaScript.
      expect(root, path).not.toContain('<template id="B:');
      expect(html, path).toMatch(/<style nonce="[0-9a-f]+" data-styled/);
      expect(html, path).toContain('<script type="application/json" id="nivaas-data">');
    }
  });

  // docs/architecture.md#server-rendering: a page past TCP's initial window (ten packets) paints a
  // round trip later; the search's page grew past it once unnoticed (LCP 1.41 times the static floor's).
  it("fit, headers and all, in what a new connection's first round trip carries (14.6 kB, brotli)", async () => {
    for (const { path } of pages()) {
      const bytes = await new Promise<number>((resolve, reject) => {
        const url = new URL(path, product.origin);
        const request = httpGet(url, { agent: false, headers: { 'accept-encoding': 'br' } }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.socket.bytesRead));
        });
        request.on('error', reject);
      });
      expect(bytes, path).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
    }
  });

  it("keep a search's title and description as the server sent them once the browser has the page (docs/listings.md#search-heading)", async () => {
    const path = '/all-properties?city=Pune&purpose=sale';
    const page = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${product.origin}${path}`);
    await hydrated(page);
    expect(await page.title()).toBe('Properties for sale in Pune | Nivaas');
    const descriptions = await page
      .locator('head meta[name="description"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(descriptions).toEqual([
      'Properties for sale in Pune on Nivaas: approved listings and projects from owners, agents and builders.',
    ]);
    await page.close();
  });

  it('name the corrected locality in the title of a misspelt search (docs/listings.md#search-typos)', async () => {
    const head = await headOf('/all-properties?q=Whitfeild');
    expect(head.titles).toEqual(['Properties in Whitefield | Nivaas']);
  });

  it('link the icon and the manifest, which the server serves, and end with the site footer (docs/routes.md#site-footer)', async () => {
    // The public pages and a page the browser renders (index.html).
    for (const path of [...pages().map((page) => page.path), paths.login]) {
      const html = await (await fetch(`${product.origin}${path}`)).text();
      expect(html, path).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
      // index.html links the manifest; a server-rendered page's loader adds it after the first photo (appLoading.ts),
      // the argument before the signed-in bar's modules.
      expect(html, path).toMatch(
        /<link rel="manifest" href="\/manifest\.webmanifest"|, "\/manifest\.webmanifest", \[[^\]]*\]\);<\/script>/,
      );
      const footer = html.slice(html.indexOf('<footer class="site-footer">'));
      expect(footer, path).toContain('<a href="/post_property">Post your property</a>');
    }
    const icon = await fetch(`${product.origin}/favicon.svg`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await icon.text()).toContain('<svg');
    const manifest = await fetch(`${product.origin}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const { icons } = (await manifest.json()) as { icons: { src: string }[] };
    for (const { src } of icons) expect((await fetch(`${product.origin}${src}`)).status, src).toBe(200);
  });

  it('hydrate in the browser with no console error or warning and no CSP violation', async () => {
    for (const { path, texts } of pages()) {
      const page = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      const violations = await watchCsp(page);
      await page.goto(`${product.origin}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(texts[0]!, { exact: true }).first().isVisible(), path).resolves.toBe(true);
      expect(messages, path).toEqual([]);
      expect(violations, path).toEqual([]);
      await page.close();
    }
  });

  it('paint before asking for any script or other photo, ask for them once the first photo has arrived, fetch nothing again, and take Inter on the next page', async () => {
    const page = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url().replace(product.origin, '')));
    const html = await (await fetch(`${product.origin}/all-properties`)).text();
    const firstPhoto = /<img src="([^"]+)"[^>]*fetchPriority="high"/.exec(html)![1]!;
    let sendPhoto = () => {};
    const photoHeld = new Promise<void>((resolve) => (sendPhoto = resolve));
    // The first card's photo is held back: until it arrives, the page asks for no script, font or other photo.
    await page.route(`**${firstPhoto}`, async (route) => {
      await photoHeld;
      await route.continue();
    });
    await page.goto(`${product.origin}/all-properties`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'All Properties' }).isVisible()).resolves.toBe(true);
    expect(asked.filter((url) => /\.(js|woff2|webmanifest)$/.test(url))).toEqual([]);
    expect(asked.filter((url) => url.startsWith('/media/'))).toEqual([firstPhoto]);
    sendPhoto();
    await hydrated(page);
    expect(asked.filter((url) => url.startsWith('/assets/') && url.endsWith('.js')).length).toBeGreaterThan(1);
    // Then the second card's photo, near the first, loads (its address was waiting in the HTML).
    await page.getByRole('article').nth(1).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const second = document.querySelectorAll<HTMLImageElement>('article img')[1];
      return second !== undefined && second.complete && second.naturalWidth > 0;
    });
    // A signed-out visitor's page does not fetch again the data it was rendered with.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((url) => url.startsWith('/api/'))).toEqual([]);
    // The page stays in Inter's fallback face (Inter swapped in would lay it out again while the
    // app starts); Inter comes with the first page the app renders itself.
    expect(asked.filter((url) => url.endsWith('.woff2'))).toEqual([]);
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/property-detail\//);
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Inter' && f.status === 'loaded'));
    await page.close();
  });

  it('ask for no script before a page of text (no first photo) is on screen', async () => {
    const html = await (await fetch(`${product.origin}/builder/skyline-developers`)).text();
    expect(html).not.toMatch(/<img[^>]*fetchPriority="high"/i);
    const page = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${product.origin}/builder/skyline-developers`);
    await hydrated(page);
    // The page's first largest-contentful-paint entry, and when the first script was asked for.
    const order = await page.evaluate(
      () =>
        new Promise<{ painted: number; firstScript: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
            resolve({
              painted: list.getEntries()[0]!.startTime,
              firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(order.firstScript).toBeGreaterThan(order.painted);
    await page.close();
  });

  it("run the app once a worker has loaded the browser's Intl data, and without one where the worker fails", async () => {
    const page = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
    // When each happens, seen from inside the page: the worker made, its answer, the entry's <script> added.
    await page.addInitScript(() => {
      const seen: Record<string, number> = ((window as unknown as { seen: Record<string, number> }).seen = {});
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          seen[`made ${String(url)}`] = performance.now();
          this.addEventListener('message', () => (seen[`answer from ${String(url)}`] = performance.now()));
        }
      };
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLScriptElement && node.type === 'module') seen['entry added'] ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${product.origin}/`);
    await hydrated(page);
    const seenAt = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    await expect
      .poll(async () => Object.keys(await seenAt()).sort())
      .toEqual(['answer from /warm-intl.js', 'entry added', 'made /warm-intl.js']);
    // The entry waits for the answer, or for the 2 s a worker is given when the machine is slow to start one.
    const seen = await seenAt();
    const given = Math.min(seen['answer from /warm-intl.js']!, seen['made /warm-intl.js']! + 2_000);
    expect(seen['entry added']).toBeGreaterThanOrEqual(given);
    // The worker's script does what it says: en-IN's data, then its answer.
    const warmer = await (await fetch(`${product.origin}/warm-intl.js`)).text();
    expect(warmer).toMatch(/Intl\.NumberFormat\('en-IN'\)[\s\S]*postMessage/);
    await page.close();

    // A worker that cannot start (blocked, or no Worker at all) holds nothing back.
    const blocked = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
    await blocked.route('**/warm-intl.js', (route) => route.abort());
    await blocked.goto(`${product.origin}/all-properties`);
    await hydrated(blocked);
    await blocked.close();
  });

  it("give a phone a listing's first photo at the phone's width, fetched once, and small thumbnails", async () => {
    const page = await product.browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/')) photos.push(request.url().replace(product.origin, ''));
    });
    await page.goto(`${product.origin}/property-detail/${listing._id}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const { photos: stored } = (await (await fetch(`${product.origin}/api/properties/${listing._id}`)).json()) as {
      photos: Photo[];
    };
    const cover = stored[0]!;
    const variant = (width: number) => cover.variants.find((v) => v.width === width && v.type === 'image/webp')!.url;
    // The 720 px WebP variant for the stage and the 240 px one for its thumbnail: never the stored photo.
    const hash = cover.url.replace(/\.\w+$/, '');
    expect(photos.filter((url) => url.startsWith(hash)).sort()).toEqual([variant(720), variant(240)].sort());
    const shown = page.getByRole('img', { name: `${listing.title} (1 of` });
    await expect(shown.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toBe(
      `${product.origin}${variant(720)}`,
    );
    const thumbnails = page.getByRole('list', { name: 'Thumbnails' }).locator('img');
    await expect(thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(240);
    await page.close();
  });

  it("leave a phone's hidden desktop filters unhydrated, and render them once the window is desktop-wide", async () => {
    const page = await product.browser.newPage({ viewport: { width: 412, height: 823 } });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.goto(`${product.origin}/all-properties`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const column = page.locator('aside');
    const reactsInColumn = () =>
      column.evaluate((aside) =>
        [...aside.querySelectorAll('*')].some((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactFiber')),
        ),
      );
    // The server's filters are still there, hidden and as sent: React has not hydrated them.
    expect(await column.locator('[role="search"]').count()).toBe(1);
    expect(await reactsInColumn()).toBe(false);

    // A new search (here the sort) renders the page again; the hidden column then holds nothing.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('sort=price-asc');
    await expect.poll(() => column.locator('*').count()).toBe(0);

    // Turned to a desktop width, the filters render beside the results, and they work.
    await page.setViewportSize({ width: 1280, height: 800 });
    const filters = column.getByRole('search', { name: 'Filters' });
    await filters.getByRole('button', { name: /City$/ }).click();
    await page.getByRole('option', { name: 'Bengaluru', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('city=Bengaluru&sort=price-asc');
    expect(messages).toEqual([]);
    await page.close();
  });

  it('show Loading... on a client navigation to a page not loaded yet', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.origin}/`);
    await hydrated(page);
    await page.route('**/assets/BuilderPortfolioPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('link', { name: 'See a builder portfolio' }).click();
    await page.getByText('Loading...').waitFor();
    await page.getByRole('heading', { name: 'Skyline Developers' }).waitFor();
    await page.close();
  });
});

/** The head of a page's server HTML: what link previews and search engines read. */
async function headOf(path: string) {
  const html = await (await fetch(`${product.origin}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) =>
    head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');
  const jsonLd = head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
    meta,
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    structured: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

describe('search engines and shares', () => {
  it("read a listing's title, description, readable canonical address, photo and schema.org data", async () => {
    const readable = paths.propertyDetail(listing._id, listing.title);
    expect(readable).toMatch(new RegExp(`^/property-detail/${listing._id}/[a-z0-9-]+$`));
    for (const path of [readable, `/property-detail/${listing._id}`]) {
      const head = await headOf(path);
      expect(head.titles).toEqual([`${listing.title} | Nivaas`]);
      expect(head.meta('description')).toContain(formatPrice(listing.price));
      expect(head.meta('og:title')).toBe(`${listing.title} | Nivaas`);
      expect(head.meta('og:image')).toMatch(new RegExp(`^${product.origin}/media/`));
      expect(head.canonical).toBe(`${product.origin}${readable}`);
      expect(head.structured).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: listing.title,
        offers: { price: listing.price, priceCurrency: 'INR' },
      });
    }
  });

  it('see a photo in the preview of a share of the home page and the search', async () => {
    for (const path of ['/', '/all-properties']) {
      const head = await headOf(path);
      expect(head.titles, path).toHaveLength(1);
      expect(head.meta('og:image'), path).toMatch(new RegExp(`^${product.origin}/media/`));
    }
  });

  it("read a builder's portfolio as an Organization and a project as a listing", async () => {
    const portfolio = await headOf('/builder/skyline-developers');
    expect(portfolio.titles).toEqual(['Skyline Developers | Nivaas']);
    expect(portfolio.structured).toMatchObject({ '@type': 'Organization', name: 'Skyline Developers' });
    const page = await headOf(`/builder-property-detail/${project._id}`);
    expect(page.canonical).toBe(`${product.origin}${paths.builderProjectDetail(project._id, project.projectName)}`);
    expect(page.structured).toMatchObject({ '@type': 'RealEstateListing', name: project.projectName });
  });

  it("find every approved listing, project and portfolio in the sitemap index's files, which robots.txt names", async () => {
    const robots = await (await fetch(`${product.origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${product.origin}/sitemap.xml`);
    const sitemap = await fetch(`${product.origin}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const locationsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const files = await Promise.all(locationsIn(await sitemap.text()).map(async (file) => (await fetch(file)).text()));
    const locations = files.flatMap(locationsIn);
    expect(locations).toContain(`${product.origin}${paths.propertyDetail(listing._id, listing.title)}`);
    expect(locations).toContain(`${product.origin}${paths.builderProjectDetail(project._id, project.projectName)}`);
    expect(locations).toContain(`${product.origin}/builder/skyline-developers`);
  });
});

describe('a shared listing link', () => {
  it('reads with JavaScript off: the title, the price, the photos and Inter', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The readable address, as a share, the sitemap and an alert e-mail give it.
    await page.goto(`${product.origin}${paths.propertyDetail(listing._id, listing.title)}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(listing.title);
    await expect(page.getByText(formatPrice(listing.price)).first().isVisible()).resolves.toBe(true);
    // The later images (the thumbnails) show from their <noscript> copies, once each.
    const list = page.getByRole('list', { name: 'Thumbnails' });
    const thumbnails = list.locator('img[src]');
    await expect(thumbnails.count()).resolves.toBeGreaterThan(1);
    await expect(list.locator('img[data-later-src]').first().isVisible()).resolves.toBe(false);
    for (const thumbnail of await thumbnails.all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family === 'Inter' && f.status === 'loaded')))
      .toBe(true);
    await context.close();
  });
});
