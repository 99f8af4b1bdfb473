import { kb } from './bundle';
import type { PageFigures } from './lighthouse';

const PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
/** A request's address without the origin, the content hash shortened. */
const short = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.replace(/([0-9a-f]{12})[0-9a-f]{20}/, '$1…');
};

/**
 * bench/results.md's largest-paint section: each page's LCP element, Lighthouse's phases of it, and
 * what the browser asked for before it (of the run with the median LCP).
 */
export function lcpReport(figures: PageFigures[]): string[] {
  const lines = [
    '### The largest contentful paint',
    '',
    "Of each page's run with the median LCP: the element Lighthouse names, its phases (Lighthouse's breakdown, ms) and",
    'the requests started before the LCP Lighthouse observed, in order (each one but a low-priority image holds back',
    'the LCP Lighthouse simulates, as it shares the connection and the main thread with the LCP image).',
    '',
    `| page | LCP element | ${PHASES.join(' | ')} | requested before the LCP |`,
    `|---|---|${PHASES.map(() => '---:').join('|')}|---|`,
  ];
  for (const { page, lcpDetail } of figures) {
    const element = lcpDetail.element ? `\`${cell(lcpDetail.element.snippet).slice(0, 140)}\`` : '-';
    const phases = PHASES.map((phase) => {
      const timing = lcpDetail.phases[phase];
      return timing === undefined ? '-' : String(Math.round(timing));
    });
    const before = lcpDetail.before.map((r) => `${cell(short(r.url))} (${r.type}, ${r.priority}, ${kb(r.bytes)})`);
    lines.push(`| ${page} | ${element} | ${phases.join(' | ')} | ${before.join('<br>') || '-'} |`);
  }
  return lines;
}
