import { IDEMPOTENCY_KEY_LIFETIME_MS } from './contract/idempotency';

/**
 * docs/api.md#idempotency: the key of each creating write still waiting for an answer, by what it
 * sends. A person who sends the same thing again after 'No response from server' (the form kept
 * what they typed) sends the same key, so a write the server did save is answered, not repeated;
 * once an answer arrives the next send is a new action with a new key.
 */
const pending = new Map<string, { key: string; since: number }>();
/** A person retries a handful of sends, not hundreds: the oldest are forgotten first. */
const MAX_PENDING = 50;

/** What a request sends, as text: a file by its name, size, type and time, not its bytes. */
function fingerprintOf(method: string, path: string, token: string | null, body: unknown): string {
  const sent =
    typeof FormData !== 'undefined' && body instanceof FormData
      ? [...body.entries()].map(([name, value]) =>
          typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type, value.lastModified],
        )
      : body;
  return JSON.stringify([method, path, token, sent ?? null]);
}

export interface IdempotencyKey {
  key: string;
  /** The server answered (whatever it said) or refused for good: the next send is a new action. */
  answered(): void;
}

export function idempotencyKeyFor(method: string, path: string, token: string | null, body: unknown): IdempotencyKey {
  const fingerprint = fingerprintOf(method, path, token, body);
  const now = Date.now();
  let entry = pending.get(fingerprint);
  if (!entry || now - entry.since > IDEMPOTENCY_KEY_LIFETIME_MS) {
    entry = { key: crypto.randomUUID(), since: now };
    pending.delete(fingerprint);
    pending.set(fingerprint, entry);
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
  }
  const { key } = entry;
  return {
    key,
    answered: () => {
      if (pending.get(fingerprint)?.key === key) pending.delete(fingerprint);
    },
  };
}
