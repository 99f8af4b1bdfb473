/**
 * pg_trgm's similarity, for the mocks' typo correction (docs/listings.md#search-typos): each word,
 * lowercased and padded with two spaces before and one after, as its three-letter pieces; two texts
 * are as alike as the pieces they share out of all their pieces. The server asks PostgreSQL.
 */
function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text
    .toLocaleLowerCase('en-IN')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return found;
}

export function trigramSimilarity(a: string, b: string): number {
  const [left, right] = [trigramsOf(a), trigramsOf(b)];
  const shared = [...left].filter((t) => right.has(t)).length;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The server's `%` (whole names alike) or `<%` (the text like one of the name's words), approximated per word. */
export const nameAlike = (name: string, text: string) =>
  Math.max(trigramSimilarity(name, text), ...name.split(/\s+/).map((word) => trigramSimilarity(word, text)));

/** pg_trgm's default thresholds: similarity 0.3 for whole names, 0.6 for a word. */
export const isAlike = (name: string, text: string) =>
  trigramSimilarity(name, text) > 0.3 || name.split(/\s+/).some((word) => trigramSimilarity(word, text) > 0.6);
