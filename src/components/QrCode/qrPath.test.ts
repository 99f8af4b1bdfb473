import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath';

/** The squares of the path, as "col row" pairs. */
const darkModules = (path: string) =>
  new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]} ${m[2]}`));

describe('qrPath', () => {
  it('draws a version 1 code for a short text, with its three finder patterns', () => {
    const { size, path } = qrPath('P51800012345');
    expect(size).toBe(21);
    const dark = darkModules(path);
    // Each finder pattern: a dark 7 × 7 ring, a light ring inside it, a dark 3 × 3 centre.
    const corners: [number, number][] = [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ];
    for (const [left, top] of corners) {
      for (let i = 0; i < 7; i++) {
        expect(dark).toContain(`${left + i} ${top}`);
        expect(dark).toContain(`${left + i} ${top + 6}`);
        expect(dark).toContain(`${left} ${top + i}`);
        expect(dark).toContain(`${left + 6} ${top + i}`);
      }
      expect(dark).not.toContain(`${left + 1} ${top + 1}`);
      expect(dark).toContain(`${left + 3} ${top + 3}`);
    }
  });

  it('grows with the text and differs between texts', () => {
    const long = qrPath('MahaRERA P51800012345 https://maharera.maharashtra.gov.in');
    expect(long.size).toBeGreaterThan(21);
    expect(qrPath('P51800012345').path).not.toBe(qrPath('P51800012346').path);
  });
});
