/**
 * docs/review.md#edits-live-at-once: an edit of a live item that only moves a price a little or
 * says when it is available goes live without waiting for staff. Anything a buyer could be misled
 * by (text, photos, location, size, a larger price move) waits for review. One rule for the server
 * (server/review/editRules.ts) and the mocks.
 */
export const PRICE_MOVE_LIVE_AT_ONCE = 0.1;

/** What staff review: a Seller's or Agent's listing, or a builder's project. */
export type ReviewedItemKind = 'listing' | 'project';

/**
 * Fields an owner changes as a matter of course: availability and construction progress. A
 * listing's age goes with its availability (an under-construction home has none).
 */
const routineFields: Record<ReviewedItemKind, ReadonlySet<string>> = {
  listing: new Set(['availability', 'possessionBy']),
  project: new Set(['projectStatus', 'completionTimeline']),
};
const followsAvailability = (name: string, changed: string[]) =>
  name === 'ageYears' && changed.includes('availability');

/** Fields that follow from others (the price anchor, a project's lowest price and total area). */
const derivedFields = new Set(['price', 'expectedPrice', 'totalArea']);

/** JSON with object keys sorted: PostgreSQL's jsonb keeps its own key order. */
function canonical(value: unknown, replace: (key: string, value: unknown) => unknown = (_key, v) => v): string {
  return JSON.stringify(value ?? null, function (key, v: unknown) {
    const replaced = replace(key, v);
    if (!replaced || typeof replaced !== 'object' || Array.isArray(replaced)) return replaced;
    return Object.fromEntries(Object.entries(replaced).sort(([a], [b]) => a.localeCompare(b)));
  });
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const withinMove = (price: unknown, anchor: unknown) =>
  typeof price === 'number' &&
  typeof anchor === 'number' &&
  anchor > 0 &&
  Math.abs(price - anchor) <= anchor * PRICE_MOVE_LIVE_AT_ONCE;

/** Every `price` in a project's details, in order, and the details with their prices blanked. */
function pricesIn(value: unknown): { prices: unknown[]; shape: string } {
  const prices: unknown[] = [];
  const shape = canonical(value, (key, v) => {
    if (key !== 'price') return v;
    prices.push(v);
    return null;
  });
  return { prices, shape };
}

/** A project detail section whose only changes are its units' prices, each within the move. */
function onlyPricesMoved(published: unknown, edited: unknown) {
  const before = pricesIn(published);
  const after = pricesIn(edited);
  return (
    before.shape === after.shape &&
    after.prices.every((price, i) => same(price, before.prices[i]) || withinMove(price, before.prices[i]))
  );
}

const projectSections = new Set(['villaDetails', 'flatDetails', 'shopDetails', 'officeDetails', 'mixedUseDetails']);

export interface LiveItemEdit {
  kind: ReviewedItemKind;
  /** The live item's fields (a stored row or an answer), with the price staff last approved. */
  published: Record<string, unknown> & { reviewedPrice: number | null };
  /** The live item's images, each as whatever names it (a storage key, a URL): compared as JSON. */
  publishedImages: readonly unknown[];
  /** The edited fields, by the same names as `published`. */
  edited: Record<string, unknown>;
  images: readonly unknown[];
}

/**
 * True when the edit may go live at once. The price is held to the move against the price staff
 * last approved, not the last published one, so small steps cannot walk it far without a review.
 */
export function goesLiveAtOnce({ kind, published, publishedImages, edited, images }: LiveItemEdit): boolean {
  if (!same(images, publishedImages)) return false;
  const changed = Object.entries(edited).filter(([name, value]) => !same(value, published[name]));
  if (changed.length === 0) return true;
  const priceName = kind === 'listing' ? 'price' : 'expectedPrice';
  if (!same(edited[priceName], published[priceName]) && !withinMove(edited[priceName], published.reviewedPrice))
    return false;
  const names = changed.map(([name]) => name);
  return changed.every(
    ([name, value]) =>
      routineFields[kind].has(name) ||
      followsAvailability(name, names) ||
      derivedFields.has(name) ||
      (projectSections.has(name) && onlyPricesMoved(published[name], value)),
  );
}
