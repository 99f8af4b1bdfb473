/**
 * docs/api.md#caching: every answer to a signed-in call (one with a bearer token) is that person's
 * alone: an owner's and staff's answers carry the item's waiting changes (docs/review.md#revisions),
 * others their inquiries or favourites. No shared cache may keep one, nor the browser on disk.
 */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';
