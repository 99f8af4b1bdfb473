/**
 * docs/api.md#idempotency: a creating write carries a key of the user's action; the server answers a
 * repeat of the key with the first answer instead of writing again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A replayed answer says so (the client does not need it; logs and people debugging do). */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** How long the server remembers a key's answer. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** What a key may be: a UUID is 36 characters; anything printable up to 100 is taken. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{8,100}$/;

export const idempotencyMessages = {
  badKey: 'The Idempotency-Key header must be 8 to 100 visible characters, such as a UUID.',
  reusedKey: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const;
