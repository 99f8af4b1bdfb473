import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The page every stand-in app serves unless a test gives its own. */
const STAND_IN_INDEX = '<!doctype html><title>Nivaas</title><body><div id="root"></div></body>';

/**
 * A stand-in for the built app (dist/app) in a temporary folder: index.html, an assets folder, and
 * `files` by their path in it. `remove` deletes the folder.
 */
export async function standInApp(files: Record<string, string | Uint8Array> = {}) {
  const appDir = await mkdtemp(join(tmpdir(), 'nivaas-app-'));
  await mkdir(join(appDir, 'assets'));
  const all = { 'index.html': STAND_IN_INDEX, ...files };
  await Promise.all(Object.entries(all).map(([path, content]) => writeFile(join(appDir, path), content)));
  return { appDir, remove: () => rm(appDir, { recursive: true, force: true }) };
}
