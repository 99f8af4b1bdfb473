// Lossless PNG optimisation for the visual baselines (docs/toolchain.md#visual-baselines): oxipng
// in WebAssembly (@jsquash/oxipng, no downloaded binary), and a check that every pixel survives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

/** oxipng's level 2: 60-65% off a screenshot; higher levels take twice as long for 2-3% more. */
const level = 2;

/** The same PNG, smaller, or an error when a single pixel would change. */
export async function optimisePng(png: Buffer): Promise<Buffer> {
  // In Node the WebAssembly is handed over compiled (the package would fetch it in a browser).
  ready ??= WebAssembly.compile(readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'))).then(
    init,
  );
  await ready;
  const smaller = Buffer.from(await optimise(new Uint8Array(png).buffer, { level }));
  if (!(await samePixels(png, smaller))) throw new Error('oxipng changed pixels: the original is kept.');
  return smaller.length < png.length ? smaller : png;
}

/** Both images decoded to 8-bit RGBA, compared byte for byte (a palette or a dropped alpha channel decodes the same). */
export async function samePixels(a: Buffer, b: Buffer) {
  const [first, second] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  return (
    first!.info.width === second!.info.width &&
    first!.info.height === second!.info.height &&
    first!.data.equals(second!.data)
  );
}

/** Colour type 6, 8-bit RGBA, is how vitest writes a screenshot; an opaque one optimised never is. */
export const isAsVitestWritesIt = (png: Buffer) => png.readUInt8(25) === 6;
