import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { median, type PageFigures } from './lighthouse';

/**
 * Lighthouse's benchmark score of a mid-tier phone (a Pixel 5), as DevTools' CPU calibration takes
 * it: a host that scores three times that runs a phone's work at a third of the time.
 */
export const MID_TIER_PHONE_INDEX = 1000;
const CALIBRATION_RUNS = 3;

export interface CpuCalibration {
  /** The host's Lighthouse benchmarkIndex, the median of the calibration runs. */
  benchmarkIndex: number;
  /** The CPU slowdown that makes the host a mid-tier phone (never below 1). */
  multiplier: number;
}

/**
 * The CPU slowdown for this host (issue #37): Lighthouse's fixed 4x makes a different phone of each
 * CPU. The host's benchmark, read by Lighthouse on the static floor, over a mid-tier phone's.
 */
export async function calibrateCpu(browser: Browser, url: string): Promise<CpuCalibration> {
  const indexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyAudits: ['total-blocking-time'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    indexes.push(result.lhr.environment.benchmarkIndex);
    await page.close();
  }
  const benchmarkIndex = median(indexes);
  return { benchmarkIndex, multiplier: Math.max(1, Math.round((benchmarkIndex / MID_TIER_PHONE_INDEX) * 10) / 10) };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const times = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : '-');
/** A script's path without the origin and /assets/; Lighthouse's 'Unattributable' as it is. */
const short = (url: string) => {
  try {
    return new URL(url).pathname.replace(/^\/assets\//, '');
  } catch {
    return url;
  }
};

/** bench/results.md's main-thread section: TBT and main-thread work beside the React floor's, and the longest tasks. */
export function mainThreadReport(calibration: CpuCalibration, floors: PageFigures[], pages: PageFigures[]): string[] {
  const reactFloor = floors[1]!;
  const lines = [
    '### The main thread',
    '',
    `The CPU slowdown of every run above: ${calibration.multiplier}×, this host's Lighthouse benchmarkIndex`,
    `(${Math.round(calibration.benchmarkIndex)}, the median of ${CALIBRATION_RUNS} calibration runs on the static floor) over a mid-tier`,
    `phone's (${MID_TIER_PHONE_INDEX}, a Pixel 5, as DevTools' CPU calibration takes it; bench/mainThread.ts). TBT and all`,
    "main-thread work (Lighthouse's mainthread-work-breakdown) against the react floor's of the same run, and the",
    "median-TBT run's longest tasks (ms, with the script Lighthouse attributes each to) and costliest scripts",
    '(evaluation + parsing, ms): the profile behind the figures (all of it in bench/results.json).',
    '',
    '| page | TBT | TBT / react floor | main thread | main thread / react floor | longest tasks | costliest scripts |',
    '|---|---:|---:|---:|---:|---|---|',
  ];
  for (const figures of [...floors, ...pages]) {
    const { longestTasks, costliestScripts } = figures.mainThreadDetail;
    const tasks = longestTasks.map((task) => `${task.durationMs} ${short(task.url)}`).join('<br>') || '-';
    const scripts =
      costliestScripts.map((script) => `${script.scriptingMs} + ${script.parseMs} ${short(script.url)}`).join('<br>') ||
      '-';
    lines.push(
      `| ${figures.page} | ${ms(figures.tbt)} | ${times(figures.tbt, reactFloor.tbt)} | ${ms(figures.mainThread)} | ${times(figures.mainThread, reactFloor.mainThread)} | ${tasks} | ${scripts} |`,
    );
  }
  return lines;
}

/** Issue #37's targets, as this run measured them. */
export function firstViewTargets(floors: PageFigures[], publicPages: PageFigures[], wizard: PageFigures): string[] {
  const [staticFloor, reactFloor] = floors as [PageFigures, PageFigures];
  const tbtCeiling = 2 * reactFloor.tbt + 100;
  const verdict = (met: boolean) => (met ? 'met' : '**missed**');
  /** The page with the most of a figure (the least, for the score). */
  const most = (key: 'tbt' | 'lcp' | 'cls' | 'performance', least = false) =>
    publicPages.reduce((found, page) => ((least ? page[key] < found[key] : page[key] > found[key]) ? page : found));
  const slowest = most('tbt');
  const lowest = most('performance', true);
  const latest = most('lcp');
  const shiftiest = most('cls');
  const initialJs = Math.max(...[...publicPages, wizard].map((page) => page.initialJsTransferred));
  return [
    "Issue #37's targets, as this run measured them (the public pages anonymous and signed in):",
    '',
    `- TBT ≤ 2× the react floor's + 100 ms (${ms(tbtCeiling)}): the most, ${ms(slowest.tbt)} on ${slowest.page}: ${verdict(slowest.tbt <= tbtCeiling)}`,
    `- performance ≥ 95: the lowest, ${lowest.performance} on ${lowest.page}: ${verdict(lowest.performance >= 95)}`,
    `- LCP ≤ 1.3× the static floor's: the most, ${times(latest.lcp, staticFloor.lcp)} on ${latest.page}: ${verdict(latest.lcp <= 1.3 * staticFloor.lcp)}`,
    `- CLS < 0.05: the most, ${shiftiest.cls.toFixed(3)} on ${shiftiest.page}: ${verdict(shiftiest.cls < 0.05)}`,
    `- ${wizard.page}: LCP ${times(wizard.lcp, staticFloor.lcp)} the static floor's (≤ 2×), performance ${wizard.performance} (≥ 90): ${verdict(wizard.lcp <= 2 * staticFloor.lcp && wizard.performance >= 90)}`,
    `- initial JS ≤ 1.3× the react floor's: the most, ${times(initialJs, reactFloor.initialJsTransferred)}: ${verdict(initialJs <= 1.3 * reactFloor.initialJsTransferred)}`,
  ];
}
