import { createHmac, timingSafeEqual } from 'node:crypto';

const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';

/** docs/listings.md#alert-unsubscribe: a token for one search's alerts and nothing else. */
export function unsubscribeToken(secret: string, searchId: string) {
  const signature = createHmac('sha256', secret).update(`${UNSUBSCRIBE_PURPOSE}:${searchId}`).digest('base64url');
  return `${searchId}.${signature}`;
}

/** The search id a token was made for, or null when it was not made with this secret. */
export function searchIdOfToken(secret: string, token: string): string | null {
  const searchId = token.slice(0, token.lastIndexOf('.'));
  const expected = Buffer.from(unsubscribeToken(secret, searchId));
  const given = Buffer.from(token);
  return searchId && expected.length === given.length && timingSafeEqual(expected, given) ? searchId : null;
}

/** docs/listings.md#alert-digest: the calendar day in India, which bounds one digest a day. */
export const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
