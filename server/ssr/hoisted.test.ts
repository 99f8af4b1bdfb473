import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { dropLeadingHoisted, withoutLeadingHoisted } from './hoisted';

const hoisted =
  '<link rel="preload" as="image" href="/media/a.webp" fetchPriority="high"/><title>Flat | Nivaas</title>' +
  '<meta name="description" content="A flat"/><meta property="og:image" content="/media/a.webp"/>';
const page =
  '<header class="x"><a href="/">Nivaas</a></header><main><title>in an svg</title><h1>Flat ₹3.85 Cr</h1></main>';

describe("React's hoisted tags at the start of a page's HTML", () => {
  it('are left out, and nothing after the first element of the page', () => {
    expect(withoutLeadingHoisted(hoisted + page)).toBe(page);
    expect(withoutLeadingHoisted(page)).toBe(page);
    expect(withoutLeadingHoisted(`${hoisted}<!--$-->${page}`)).toBe(`<!--$-->${page}`);
    expect(withoutLeadingHoisted(`${hoisted}Text first`)).toBe('Text first');
    // A tag whose name starts like one of them is the page's.
    expect(withoutLeadingHoisted(`${hoisted}<linkish-element>`)).toBe('<linkish-element>');
  });

  it('wait for more while the HTML might still be one of them', () => {
    for (const partial of ['', '<', '<ti', '<title', '<title>Fla', '<meta name="descr', '<li'])
      expect(withoutLeadingHoisted(hoisted + partial), partial).toBeNull();
  });

  it('are left out of a stream cut anywhere, even inside a character', async () => {
    const bytes = Buffer.from(hoisted + page);
    for (let cut = 0; cut <= bytes.length; cut += 7) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut, cut + 5), bytes.subarray(cut + 5)];
      expect(await text(Readable.from(chunks).pipe(dropLeadingHoisted())), `cut at ${cut}`).toBe(page);
    }
  });
});
