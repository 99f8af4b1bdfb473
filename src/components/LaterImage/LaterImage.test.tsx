import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LaterImage } from './LaterImage';

describe('LaterImage in server-rendered HTML', () => {
  it('keeps its address for the loader instead of asking for it beside the first photo', () => {
    const html = renderToString(
      <LaterImage src="/media/a.webp" srcSet="/media/a.webp?w=240 240w" alt="" width={120} />,
    );
    const [shown, noscript] = html.split('<noscript>') as [string, string];
    expect(shown).toContain('data-later-src="/media/a.webp"');
    expect(shown).toContain('data-later-srcset="/media/a.webp?w=240 240w"');
    expect(shown).not.toMatch(/\ssrc(set)?=/);
    expect(shown).toContain('loading="lazy"');
    // With JavaScript off, the browser reads this one; with it on, it is text that asks for nothing.
    expect(noscript).toMatch(
      /^<img [^>]*src="\/media\/a.webp" srcSet="\/media\/a.webp\?w=240 240w"[^>]*\/><\/noscript>$/,
    );
  });
});
