import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The second cell of the folder table's row for `folder` (docs/architecture.md#folders). */
function rowOf(folder: string) {
  const row = page.split('\n').find((line) => line.startsWith(`| \`${folder}\``));
  return row?.split('|')[2] ?? '';
}

const foldersIn = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__') && entry.name !== 'test')
    .map((entry) => entry.name);

/** docs/architecture.md#folders is drawn from the tree: a folder missing from its row fails here. */
describe('the folder table of docs/architecture.md', () => {
  it.each(['src/features/', 'src/entities/', 'server/'])('names every folder of %s', (folder) => {
    const row = rowOf(folder);
    expect(row, `no row for ${folder}`).not.toBe('');
    const missing = foldersIn(folder).filter((name) => !new RegExp(`\\b${name}\\b`).test(row));
    expect(missing).toEqual([]);
  });
});
