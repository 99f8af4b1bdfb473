import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import sharp from 'sharp';
import { inject } from 'vitest';
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
 * What this test file started and has not stopped: its afterAll calls stopStarted(), which stops
 * them even when beforeAll failed or its hook timed out halfway through a start (no server or
 * browser outlives its file).
 */
const started = new Set<() => Promise<void>>();

export async function stopStarted() {
  await Promise.all([...started].map((stop) => stop()));
}

/** Runs `stop` once, however many callers ask, and forgets it once done. */
function track(stop: () => Promise<void>) {
  let stopping: Promise<void> | undefined;
  const once = () => {
    stopping ??= stop().finally(() => started.delete(once));
    return stopping;
  };
  started.add(once);
  return once;
}

export interface ServerOptions {
  /** Node's arguments: the server of `npm start` unless a test of this helper gives another. */
  command?: string[];
  /** How long it may take to answer before the start fails. */
  startSeconds?: number;
  /** The data folder to start on and keep (e2e/buildApp.ts seeds one); by default a fresh one, removed at the stop. */
  dataDir?: string;
  /** A data folder the fresh one starts as a copy of. */
  copyOf?: string;
}

/**
 * The server of `npm start` on the built app (dist/app) with a fresh data folder (PGlite unless
 * env gives DATABASE_URL), on a free port; resolves once the seeded demo builder answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    command = ['--import', 'tsx', 'server/main.ts'],
    startSeconds = SERVER_START_SECONDS,
    dataDir,
    copyOf,
  }: ServerOptions = {},
) {
  const port = await freePort();
  const ownDataDir = dataDir ?? mkdtempSync(join(tmpdir(), 'nivaas-e2e-'));
  if (!dataDir && copyOf) cpSync(copyOf, ownDataDir, { recursive: true });
  const server: ChildProcess = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: ownDataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEV_OUTBOX: '1',
      // Servers start side by side on free ports: the Storybook's would be the next port, maybe taken.
      STORYBOOK_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Should the test process end first (a crash, a kill), it takes the server down with it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = track(async () => {
    process.off('exit', killOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // A server too busy to stop on SIGTERM is killed: the file must not hang on it.
      const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
  });
  try {
    await untilServing(origin, server, startSeconds);
  } catch (error) {
    // A server that never came up (or whose start was cut short) is still stopped.
    await stop();
    throw error;
  }
  return { origin, pid: server.pid, stop };
}

/** The database in the data folder (no DATABASE_URL) and the media too (no MEDIA_S3_*): the seeded folder serves. */
const keepsItsDataInItsFolder = (env: Record<string, string>) =>
  !env.DATABASE_URL && !Object.keys(env).some((name) => name.startsWith('MEDIA_'));

/** Seconds a server may take to migrate and seed on a busy machine (the hook timeout is longer). */
export const SERVER_START_SECONDS = 150;

async function untilServing(origin: string, server: ChildProcess, startSeconds: number) {
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    const stopped = server.exitCode !== null || server.signalCode !== null;
    if (stopped) throw new Error(`the server stopped (${server.exitCode ?? server.signalCode}) before it answered`);
    try {
      // Each try has its own limit: a server that takes the connection and never answers still
      // lets the deadline below be checked.
      const answer = await fetch(`${origin}/api/builders/username/skyline-developers`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within ${startSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The built app (e2e/buildApp.ts builds it once) and the real server, with Chromium to drive it.
 * Where the server keeps its database and media in its data folder, the folder starts as a copy of
 * the one the e2e set-up migrated and seeded: migrating and seeding took each journey's server about
 * 23 s of its 40 s start at load 6 on 2 cores.
 */
export async function startProduct(env: Record<string, string> = {}) {
  const server = await startServer(env, { copyOf: keepsItsDataInItsFolder(env) ? inject('seededDataDir') : undefined });
  const launched = chromium.launch(chromiumLaunchOptions);
  // Stopped while still launching (a hook cut short), the browser is closed once it is up.
  const stopBrowser = track(() =>
    launched.then(
      (browser) => browser.close(),
      () => undefined,
    ),
  );
  let browser: Browser;
  try {
    browser = await launched;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    origin: server.origin,
    browser: withPatientSteps(browser),
    async stop() {
      await stopBrowser();
      await server.stop();
    },
  };
}

/**
 * A step's own limit (an action, a wait for a request or a response) is most of the test's 120 s, not
 * Playwright's 30 s: at load 12 on 2 cores three 12-megapixel photos made smaller in the page took
 * longer than that. A step that never happens still fails, naming itself, before the test's limit.
 */
const STEP_TIMEOUT_MS = 90_000;

function withPatientSteps(browser: Browser): Browser {
  const [newContext, newPage] = [browser.newContext.bind(browser), browser.newPage.bind(browser)];
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(STEP_TIMEOUT_MS);
    return page;
  };
  return browser;
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
