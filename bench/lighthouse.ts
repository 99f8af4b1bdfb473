import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';

/** One page's Lighthouse figures (mobile profile), the median of several runs. */
export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  lcp: number;
  cls: number;
  /** ms */
  tbt: number;
  /** Bytes on the wire, as the browser got them (after content-encoding): scripts, and everything. */
  jsTransferred: number;
  transferred: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse 12's mobile run (simulated slow 4G, 4x CPU slowdown) `runs` times on one address, each
 * in a fresh tab with storage reset unless `session` is given (stored as the app stores a sign-in).
 */
export async function measurePage(
  browser: Browser,
  url: string,
  label: string,
  runs: number,
  session?: { origin: string; token: string; user: unknown },
): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage();
    if (session) {
      await page.goto(`${session.origin}/login`);
      await page.evaluate((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
    }
    console.log(`▶ Lighthouse ${label} (${run}/${runs})`);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: session !== undefined,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${finalDisplayedUrl}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const bytes = (only?: string) =>
      requests.filter((r) => !only || r.resourceType === only).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    all.push({
      page: label,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      jsTransferred: bytes('Script'),
      transferred: bytes(),
    });
    await page.close();
  }
  const of = (key: keyof Omit<PageFigures, 'page'>) => median(all.map((figures) => figures[key]));
  return {
    page: label,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    jsTransferred: of('jsTransferred'),
    transferred: of('transferred'),
  };
}
