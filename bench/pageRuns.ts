import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { startServer } from '../e2e/serverUnderTest';
import { chromiumLaunchOptions } from '../vite.config';
import { serveFloors } from './floorServer';
import { hydratedAtStart, type HydratedAtStart } from './hydratedAtStart';
import { measurePage, type PageFigures } from './lighthouse';
import { calibrateCpu, type CpuCalibration } from './mainThread';

export interface PageRunsOptions {
  /** The repository's root. */
  root: string;
  /** A scratch folder for the floors; the react floor is built in `reactFloorDir` already. */
  floorsDir: string;
  reactFloorDir: string;
  /** Lighthouse runs per page (the median is reported). */
  runs: number;
  /** The file names of the first-load scripts of Nivaas and of the react floor (bench/bundle.ts). */
  initialScripts: ReadonlySet<string>;
  reactFloorInitialScripts: ReadonlySet<string>;
}

/**
 * The floors and Nivaas' pages under Lighthouse, the CPU slowed to a mid-tier phone's (calibrated
 * first): the floors on a plain static server, Nivaas on the server of `npm start` with the demo
 * seed on a fresh embedded database, logging at its production level; the public pages anonymous
 * and signed in as the demo buyer, the wizard as the demo builder.
 */
export async function lighthouseRuns({
  root,
  floorsDir,
  reactFloorDir,
  runs,
  initialScripts,
  reactFloorInitialScripts,
}: PageRunsOptions): Promise<{
  calibration: CpuCalibration;
  floors: PageFigures[];
  pages: PageFigures[];
  wizard: PageFigures;
  hydration: HydratedAtStart[];
}> {
  // One photo for both floors, of the size of a listing's main photo.
  const photo = await sharp({ create: { width: 960, height: 600, channels: 3, background: '#c8561a' } })
    .webp({ quality: 80 })
    .toBuffer();
  const staticFloorDir = join(floorsDir, 'static');
  execSync(`cp -r ${join(root, 'bench/floors/static')} ${staticFloorDir}`);
  writeFileSync(join(staticFloorDir, 'photo.webp'), photo);
  writeFileSync(join(reactFloorDir, 'photo.webp'), photo);
  const floorServer = await serveFloors({ static: staticFloorDir, react: reactFloorDir });
  const server = await startServer({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
    headless: true,
  });
  try {
    const json = async <T>(path: string) => (await (await fetch(`${server.origin}${path}`)).json()) as T;
    const search = await json<{ items: { _id: string; kind: string; city: string; locality: string }[] }>(
      '/api/properties?sort=newest',
    );
    const listing = search.items.find((item) => item.kind === 'listing');
    const builder = await json<{ _id: string }>('/api/builders/username/skyline-developers');
    const [project] = await json<{ _id: string }[]>(`/api/builders/${builder._id}/properties`);
    if (!listing || !project) throw new Error('the demo seed has no approved listing or project');
    /** A demo account's session, stored as the app stores a sign-in. */
    const sessionOf = async (email: string, role: string) => {
      const login = await fetch(`${server.origin}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo@1234', role }),
      });
      const user = (await login.json()) as { token: string };
      return { origin: server.origin, token: user.token, user };
    };

    const calibration = await calibrateCpu(browser, `${floorServer.origin}/static/`);
    console.log(`▶ CPU slowdown ${calibration.multiplier}× (benchmarkIndex ${Math.round(calibration.benchmarkIndex)})`);
    const cpuSlowdown = calibration.multiplier;
    const floors = [
      await measurePage(browser, `${floorServer.origin}/static/`, 'static floor (one photo)', runs, { cpuSlowdown }),
      await measurePage(browser, `${floorServer.origin}/react/`, 'react floor (react, react-dom, react-router)', runs, {
        cpuSlowdown,
        initialScripts: reactFloorInitialScripts,
      }),
    ];
    const publicPaths = [
      '/',
      '/all-properties',
      `/property-detail/${listing._id}`,
      `/builder-property-detail/${project._id}`,
      '/builder/skyline-developers',
      // docs/localities.md#locality-page: the newest listing's locality, at the same level as the other public pages.
      `/locality/${encodeURIComponent(listing.city)}/${encodeURIComponent(listing.locality)}`,
    ];
    const buyer = await sessionOf('buyer@nivaas.test', 'Buyer');
    const pages: PageFigures[] = [];
    for (const path of publicPaths)
      pages.push(await measurePage(browser, `${server.origin}${path}`, path, runs, { cpuSlowdown, initialScripts }));
    for (const path of publicPaths)
      pages.push(
        await measurePage(browser, `${server.origin}${path}`, `${path} (signed in)`, runs, {
          cpuSlowdown,
          initialScripts,
          session: buyer,
        }),
      );
    // A signed-in page stays browser-rendered: measured with the demo builder's stored session.
    const wizard = await measurePage(
      browser,
      `${server.origin}/post-builder-property`,
      '/post-builder-property (signed in)',
      runs,
      { cpuSlowdown, initialScripts, session: await sessionOf('builder@nivaas.test', 'Builder') },
    );
    const hydration = await hydratedAtStart(browser, server.origin, publicPaths);
    return { calibration, floors, pages, wizard, hydration };
  } finally {
    await browser.close();
    await server.stop();
    await floorServer.stop();
  }
}
