import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from './precompress';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the compressed copies the build writes beside each file', () => {
  it('are written for a small module that shrinks by more than their header, and read back to the file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const file = join(dir, 'index-abc1234.js');
    const source = `import{a as e}from"./framework-abc1234.js";${'var t=e(`x`);'.repeat(40)}`;
    await writeFile(file, source);
    await writeCompressedCopies(file);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(source);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(source);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(source.length / 2);
  });

  it('are not written for a file compression would not shrink by its header', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const file = join(dir, 'tiny-abc1234.js');
    await writeFile(file, 'export{};');
    await writeCompressedCopies(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
