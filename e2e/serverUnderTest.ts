import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../vite.config';

const root = join(import.meta.dirname, '..');

/** A port nothing listens on now, picked by the system (no clash between test files run side by side). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port was given');
  return address.port;
}

/**
 * The server of `npm start` on the built app (dist/app) with a fresh data folder (PGlite unless
 * env gives DATABASE_URL), on a free port; resolves once the seeded demo builder answers.
 */
export async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEV_OUTBOX: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Should a hook time out while the server starts, the test process still takes it down on exit.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  async function stop() {
    process.off('exit', killOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await untilServing(origin, server);
  } catch (error) {
    // A server that never came up is still stopped: none outlives a failed set-up.
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Seconds a server may take to migrate and seed on a busy machine (the hook timeout is longer). */
export const SERVER_START_SECONDS = 150;

async function untilServing(origin: string, server: ChildProcess) {
  const deadline = Date.now() + SERVER_START_SECONDS * 1000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/builders/username/skyline-developers`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within ${SERVER_START_SECONDS} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The built app (e2e/buildApp.ts builds it once) and the real server, with Chromium to drive it. */
export async function startProduct(env: Record<string, string> = {}) {
  const server = await startServer(env);
  let browser: Browser;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    origin: server.origin,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Signs in through the login screen as a person would, and waits for the page it lands on. */
export async function signIn(page: Page, origin: string, email: string, role: string, landsOn: string) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('radio', { name: role }).check({ force: true });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}${landsOn}`);
}

/**
 * Collects the page's Content-Security-Policy violations (the served policy, server/http/
 * securityHeaders.ts): a journey ends by expecting none.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

/** Waits until React has hydrated a server-rendered page: its elements then carry React's fibers. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('#root header') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );

/** The seeded demo accounts' password (README). */
export const DEMO_PASSWORD = 'Demo@1234';

/** A real PNG photo of one colour, as Playwright's setInputFiles takes it: the server checks the bytes. */
export async function pngPhoto(name: string, background: string) {
  const buffer = await sharp({ create: { width: 960, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
