import type { Browser } from 'puppeteer-core';

/** How much of one server-rendered page React has hydrated before the visitor scrolls. */
export interface HydratedAtStart {
  page: string;
  width: number;
  /** Elements in #root carrying React's fiber, and all of #root's elements. */
  hydrated: number;
  elements: number;
}

const VIEWPORTS = [
  { width: 412, height: 823, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
];

/**
 * Each page opened on a phone and a desktop by an anonymous visitor, unthrottled: once React has hydrated the page (its
 * header carries a fiber) and the network is idle, how many of the page's elements React hydrated;
 * what stands in a HydrateWhenSeen away from the screen waits (docs/architecture.md#hydrate-when-seen).
 */
export async function hydratedAtStart(browser: Browser, origin: string, paths: string[]): Promise<HydratedAtStart[]> {
  const rows: HydratedAtStart[] = [];
  for (const viewport of VIEWPORTS)
    for (const path of paths) {
      // A visitor of their own: the runs before stored sessions in the browser's default context, and
      // a stored session's parts hydrate right after the page (they counted 100 % everywhere).
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('#root header') ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
      // What comes near the screen hydrates in the tasks after the page's: a frame and a moment for them.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
      const [hydrated, elements] = await page.evaluate(() => {
        const all = [...document.querySelectorAll('#root *')];
        return [all.filter((e) => Object.keys(e).some((key) => key.startsWith('__reactFiber'))).length, all.length];
      });
      rows.push({ page: path, width: viewport.width, hydrated: hydrated!, elements: elements! });
      await context.close();
    }
  return rows;
}

/** bench/results.md's lines for it: one row per page, phone and desktop side by side. */
export function hydratedReport(rows: HydratedAtStart[]): string[] {
  const share = (row: HydratedAtStart | undefined) =>
    row ? `${row.hydrated} of ${row.elements} (${Math.round((row.hydrated / row.elements) * 100)} %)` : '-';
  const lines = [
    '### Hydrated at start',
    '',
    'Elements of the page React has hydrated once the page has started and the network is idle, before any scroll',
    '(unthrottled; docs/architecture.md#hydrate-when-seen): the rest keeps its server HTML until it comes near the screen.',
    '',
    '| page | phone (412 px) | desktop (1280 px) |',
    '|---|---:|---:|',
  ];
  for (const page of [...new Set(rows.map((row) => row.page))]) {
    const of = (width: number) => rows.find((row) => row.page === page && row.width === width);
    lines.push(`| ${page} | ${share(of(412))} | ${share(of(1280))} |`);
  }
  return lines;
}
