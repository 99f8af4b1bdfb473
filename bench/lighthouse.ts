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
  /** The scripts of the app's first load (index.html's entry and what it imports), on the wire. */
  initialJsTransferred: number;
  /** The median run's largest paint: what it is, its phases and what was asked for before it. */
  lcpDetail: LcpDetail;
  /** ms of main-thread work, all of Lighthouse's kinds (script, style and layout, parsing, ...). */
  mainThread: number;
  /** Lighthouse's benchmark of the host's CPU in that run (higher is faster). */
  benchmarkIndex: number;
  /** The median-TBT run's longest tasks and the scripts that cost the most main-thread time. */
  mainThreadDetail: MainThreadDetail;
}

export interface MainThreadDetail {
  /** ms, as Lighthouse's long-tasks audit names them: the script it attributes each to. */
  longestTasks: { url: string; startMs: number; durationMs: number }[];
  /** ms per script (Lighthouse's bootup-time): evaluation and parsing. */
  costliestScripts: { url: string; scriptingMs: number; parseMs: number }[];
}

/** How each run of a page is made. */
export interface MeasureOptions {
  /** Lighthouse's CPU slowdown: the host's benchmark against a mid-tier phone's (bench/mainThread.ts). */
  cpuSlowdown: number;
  /** A stored sign-in, as the app stores it; without one, each run starts with storage reset. */
  session?: { origin: string; token: string; user: unknown };
  /** The file names of the app's first-load scripts (bench/bundle.ts); without them, every script counts. */
  initialScripts?: ReadonlySet<string>;
}

export interface LcpDetail {
  /** The element, as Lighthouse names it (a CSS selector and its HTML). */
  element: { selector: string; snippet: string } | null;
  /** ms: TTFB, Load Delay, Load Time, Render Delay (Lighthouse's LCP breakdown). */
  phases: Record<string, number>;
  /** Requests started before the LCP Lighthouse observed, by start time (the LCP image's marked as such). */
  before: { url: string; type: string; priority: string; startMs: number; endMs: number; bytes: number }[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
}

type Audits = Record<string, { details?: unknown; numericValue?: number } | undefined>;

/** Lighthouse 12's largest-contentful-paint-element audit: a table of the node, then one of the phases. */
function lcpDetailOf(audits: Audits, requests: NetworkRequest[]): LcpDetail {
  const tables = ((audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as { items?: Record<string, unknown>[] }[];
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  const phases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? []) phases[String(row.phase)] = Number(row.timing);
  const snippet = node?.snippet ?? '';
  // The image's address: the request of the page whose URL the element names (src, or a srcset candidate).
  const named = [...snippet.matchAll(/(?:src|srcset)="([^"]+)"/gi)].flatMap((m) =>
    m[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&')),
  );
  const image = requests.find(
    (r) => r.resourceType === 'Image' && named.some((address) => address && r.url.endsWith(address)),
  );
  // Lighthouse simulates the LCP with every request started before the LCP it observed (but
  // low-priority images) as holding it back: those are what a page must not ask for so early.
  const metrics = (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)
    ?.items?.[0];
  const cutoff = metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const before = requests
    .filter((r) => (r.networkRequestTime ?? 0) <= cutoff)
    .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))
    .map((r) => ({
      url: r.url,
      type: r === image ? 'LCP image' : (r.resourceType ?? ''),
      priority: r.priority ?? '',
      startMs: Math.round(r.networkRequestTime ?? 0),
      endMs: Math.round(r.networkEndTime ?? 0),
      bytes: r.transferSize ?? 0,
    }));
  return { element: node ? { selector: node.selector ?? '', snippet } : null, phases, before };
}

const TOP = 5;

/** The run's longest tasks and costliest scripts, from Lighthouse's long-tasks and bootup-time audits. */
function mainThreadDetailOf(audits: Audits): MainThreadDetail {
  const items = (id: string) =>
    ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
      string,
      unknown
    >[];
  return {
    longestTasks: items('long-tasks')
      .map((task) => ({
        url: String(task.url),
        startMs: Math.round(Number(task.startTime)),
        durationMs: Math.round(Number(task.duration)),
      }))
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, TOP),
    costliestScripts: items('bootup-time')
      .map((script) => ({
        url: String(script.url),
        scriptingMs: Math.round(Number(script.scripting)),
        parseMs: Math.round(Number(script.scriptParseCompile)),
      }))
      .slice(0, TOP),
  };
}

/**
 * Lighthouse 12's mobile run (simulated slow 4G, the CPU slowed by `cpuSlowdown`) `runs` times on one
 * address, each in a fresh tab with storage reset unless a session is given.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  label: string,
  runs: number,
  { cpuSlowdown, session, initialScripts }: MeasureOptions,
): Promise<PageFigures> {
  const all: PageFigures[] = [];
  let missed = 0;
  for (let run = 1; run <= runs;) {
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
        // Merged into the mobile profile's throttling: the network's stays as it is.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${finalDisplayedUrl}`);
    // Now and then Lighthouse finds no largest paint in its trace (NO_LCP) and gives no timings: that
    // run is made again, twice at most per page, so a median is never taken over a missing figure.
    if (audits['largest-contentful-paint']?.numericValue === undefined) {
      missed += 1;
      if (missed > 2) throw new Error(`Lighthouse found no largest paint on ${url} three times`);
      console.log(`  no largest paint in that trace: run ${run} again`);
      await page.close();
      continue;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const sum = (some: NetworkRequest[]) => some.reduce((total, r) => total + (r.transferSize ?? 0), 0);
    const bytes = (only?: string) => sum(requests.filter((r) => !only || r.resourceType === only));
    const isInitial = (r: NetworkRequest) =>
      r.resourceType === 'Script' && (!initialScripts || initialScripts.has(new URL(r.url).pathname.split('/').pop()!));
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
      initialJsTransferred: sum(requests.filter(isInitial)),
      lcpDetail: lcpDetailOf(audits as Audits, requests),
      mainThread: (
        (audits['mainthread-work-breakdown']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []
      ).reduce((total, item) => total + item.duration, 0),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      mainThreadDetail: mainThreadDetailOf(audits as Audits),
    });
    await page.close();
    run += 1;
  }
  const of = (key: Exclude<keyof PageFigures, 'page' | 'lcpDetail' | 'mainThreadDetail'>) =>
    median(all.map((figures) => figures[key]));
  /** The run whose figure is the median (the lower middle one for an even count). */
  const medianRun = (key: 'lcp' | 'tbt') => [...all].sort((a, b) => a[key] - b[key])[Math.floor((all.length - 1) / 2)]!;
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
    initialJsTransferred: of('initialJsTransferred'),
    lcpDetail: medianRun('lcp').lcpDetail,
    mainThread: of('mainThread'),
    benchmarkIndex: of('benchmarkIndex'),
    mainThreadDetail: medianRun('tbt').mainThreadDetail,
  };
}
