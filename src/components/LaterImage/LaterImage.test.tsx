import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LaterImage } from './LaterImage';

describe('LaterImage in server-rendered HTML', () => {
  it('keeps its address for the loader instead of asking for it beside the first photo', () => {
    const html = renderToString(
      <LaterImage src="/media/a.webp" srcSet="/media/a.webp?w=240 240w" alt="" width={120} />,
    );
    expect(html).toContain('data-later-src="/media/a.webp"');
    expect(html).toContain('data-later-srcset="/media/a.webp?w=240 240w"');
    expect(html).not.toMatch(/\ssrc(set)?=/);
    expect(html).toContain('loading="lazy"');
  });
});
