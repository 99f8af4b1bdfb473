import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isAsVitestWritesIt, optimisePng, samePixels } from './losslessPng.ts';

/** A screenshot-like PNG as vitest writes one: opaque 8-bit RGBA, text and flat colour. */
const screenshot = (text: string) =>
  sharp({ create: { width: 240, height: 120, channels: 4, background: '#fafaf9' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect x="16" y="60" width="120" height="40" rx="8" fill="#b04a14"/><text x="16" y="36" font-size="20" fill="#1c1917">${text}</text></svg>`,
        ),
      },
    ])
    .png({ compressionLevel: 6 })
    .toBuffer();

const rgba = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

describe('lossless PNG optimisation', () => {
  it('keeps every pixel of a screenshot and makes it smaller', async () => {
    const before = await screenshot('₹1.25 Cr');
    expect(isAsVitestWritesIt(before)).toBe(true);
    const after = await optimisePng(before);
    expect(after.length).toBeLessThan(before.length);
    expect(isAsVitestWritesIt(after)).toBe(false);
    expect((await rgba(after)).equals(await rgba(before))).toBe(true);
  }, 20_000);

  it('tells apart two images one pixel apart', async () => {
    const image = await screenshot('₹1.25 Cr');
    const pixels = await rgba(image);
    const lastRed = 4 * (120 * 240 - 1);
    pixels.writeUInt8(pixels.readUInt8(lastRed) ^ 1, lastRed); // one step off
    const changed = await sharp(pixels, { raw: { width: 240, height: 120, channels: 4 } })
      .png()
      .toBuffer();
    expect(await samePixels(image, image)).toBe(true);
    expect(await samePixels(image, changed)).toBe(false);
  });
});
