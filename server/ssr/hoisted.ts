import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * React 19 hoists a component's <title>, <meta> and <link> and adds `<link rel="preload" as="image">`
 * for each image not loaded lazily. When it does not render <html> (ours renders into #root), it
 * writes them all before the page's first element. The page's head (pageMeta.ts, servePage.ts)
 * already says the title, the share tags and the one preload that matters, the first photo: these
 * would be a second title in the body and preloads that compete with that photo.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\s[^>]*>)/;
/** Text, a comment or closing tag, or a whole tag name that is none of those: the page itself has begun. */
const PAGE_BEGUN = /^(?:[^<]|<[!/]|<(?!(?:title|meta|link)[\s>/])[a-z][a-z0-9-]*[\s>/])/i;

/** The HTML without the hoisted tags it starts with; null while what it holds might still be one of them. */
export function withoutLeadingHoisted(html: string): string | null {
  let rest = html;
  for (let tag = HOISTED.exec(rest); tag; tag = HOISTED.exec(rest)) rest = rest.slice(tag[0].length);
  return PAGE_BEGUN.test(rest) ? rest : null;
}

/** A stream of React's HTML with its leading hoisted tags left out. */
export function dropLeadingHoisted() {
  let lead: string | null = '';
  // A chunk may end inside a character (₹ is three bytes): the decoder holds its start back.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (lead === null) return done(null, decoder.write(chunk));
      lead += decoder.write(chunk);
      const page = withoutLeadingHoisted(lead);
      if (page === null) return done();
      lead = null;
      done(null, page);
    },
    flush(done) {
      const last = (lead ?? '') + decoder.end();
      done(null, lead === null ? last : (withoutLeadingHoisted(last) ?? last));
    },
  });
}
