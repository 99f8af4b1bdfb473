// `npm start`: builds the app when dist/app is missing or older than its sources, and the Storybook
// (served on its own port, STORYBOOK_PORT) when dist/storybook is missing, then starts the server (server/main.ts), which applies pending migrations, seeds an empty database with the demo
// builder, serves the app and /api on one port and prints the URL. A failed build stops here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const builtPage = join(root, 'dist/app/index.html');
// `vite build` also bundles the server's renderer of the public pages (dist/ssr, from server/ssr).
const builtRenderer = join(root, 'dist/ssr/render.js');
const appSources = ['src', 'public', 'index.html', 'server/ssr', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under a path (0 when it does not exist). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function appIsCurrent() {
  if (!existsSync(builtPage) || !existsSync(builtRenderer)) return false;
  const built = statSync(builtPage).mtimeMs;
  return appSources.every((source) => newestChange(join(root, source)) <= built);
}

if (!appIsCurrent()) {
  console.log('▶ Building the app (dist/app is missing or older than src/)');
  const build = spawnSync(npx, ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('✖ The app build failed: fix the errors above, then run npm start again.');
    process.exit(build.status ?? 1);
  }
}

// A Storybook once built is kept (`npm run build-storybook` refreshes it): checking costs one stat,
// so a start with both built is as quick as before. Without it the app still starts, and the
// Storybook's port says how to build it.
if (!existsSync(join(root, 'dist/storybook/index.html'))) {
  console.log('▶ Building the Storybook (dist/storybook is missing)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.error('✖ The Storybook build failed: its port says how to build it.');
}

// The outbox (/api/dev/outbox) holds everyone's codes, so it is never turned on from here: the server
// prints where a demo's codes are read (server/main.ts).
// tsx runs the TypeScript server and resolves the tsconfig path aliases (@/api/contract).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
