import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_STORED, STORED_USER_NAME } from '@/lib/sessionHint';
import { isSessionValid, readStoredSession, TOKEN_KEY, USER_KEY, type KeyValueStore } from '@/lib/storage';
import { sessionHintSource, sessionHintTags } from './sessionHint';

/** Runs the head's script on a page whose local storage holds `stored`: what it marked and set on <html>. */
function runHint(stored: Map<string, string>, nowMs: number) {
  const attributes = new Set<string>();
  const properties = new Map<string, string>();
  runInNewContext(sessionHintSource, {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        style: { setProperty: (name: string, value: string) => properties.set(name, value) },
      },
    },
    Date: { now: () => nowMs },
    atob,
  });
  return { marked: attributes.has(SESSION_STORED), name: properties.get(STORED_USER_NAME) };
}
const marks = (stored: Map<string, string>, nowMs: number) => runHint(stored, nowMs).marked;

/** A CSS string of letters, digits, spaces and code-point escapes, read back. */
function cssString(value: string) {
  expect(value).toMatch(/^"([A-Za-z0-9 ]|\\[0-9a-f]{1,6} )*"$/);
  return value.slice(1, -1).replace(/\\([0-9a-f]{1,6}) /g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
}

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const NOW_S = 1_800_000_000;
/** Tokens as the server makes them, with each part sometimes missing, expired, or not JSON at all. */
const token = fc.oneof(
  fc
    .record({
      exp: fc.oneof(fc.integer({ min: NOW_S - 1000, max: NOW_S + 1000 }), fc.string(), fc.double(), fc.constant(null)),
    })
    .map((payload) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.signature`),
  fc.string().map((text) => `header.${base64Url(text)}.signature`),
  fc.string(),
);
const user = fc.oneof(
  fc.constant(JSON.stringify({ _id: 'u1', name: 'Priya Sharma', email: 'buyer@nivaas.test', role: 'Buyer' })),
  fc.json(),
  fc.string(),
);

describe("a server-rendered page's session hint (docs/auth.md#first-paint)", () => {
  it('marks the document exactly when the app would find the stored session unexpired (isSessionValid)', () => {
    fc.assert(
      fc.property(fc.option(token), fc.option(user), fc.integer({ min: -1000, max: 1000 }), (t, u, skew) => {
        const stored = new Map<string, string>();
        if (t !== null) stored.set(TOKEN_KEY, t);
        if (u !== null) stored.set(USER_KEY, u);
        const store: KeyValueStore = { getItem: (key) => stored.get(key) ?? null, setItem() {}, removeItem() {} };
        const nowSeconds = NOW_S + skew;
        const { token: readToken, user: readUser } = readStoredSession(store);
        expect(marks(stored, nowSeconds * 1000)).toBe(isSessionValid(readToken, readUser, nowSeconds));
      }),
      { numRuns: 300 },
    );
  });

  it("gives the bar the stored user's name as a CSS string, whatever it holds, and 'User' without one", () => {
    const token = `h.${base64Url(JSON.stringify({ exp: NOW_S + 60 }))}.s`;
    const nameOf = (user: unknown) =>
      runHint(
        new Map([
          [TOKEN_KEY, token],
          [USER_KEY, JSON.stringify(user)],
        ]),
        NOW_S * 1000,
      ).name;
    expect(nameOf({ name: 'Priya Sharma' })).toBe('"Priya Sharma"');
    expect(nameOf({ name: '' })).toBe('"User"');
    expect(nameOf({ role: 'Buyer' })).toBe('"User"');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (name) => {
        expect(cssString(nameOf({ name })!)).toBe(name);
      }),
      { numRuns: 100 },
    );
  });

  it('marks nothing where local storage cannot be read (a private mode that throws)', () => {
    const attributes: string[] = [];
    runInNewContext(sessionHintSource, {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
      document: { documentElement: { setAttribute: (name: string) => attributes.push(name) } },
      Date,
      atob,
    });
    expect(attributes).toEqual([]);
  });

  it("runs under the page's nonces, with the style that hides and shows the parts under its mark", () => {
    expect(sessionHintTags({ script: 'abc123', style: 'def456' })).toMatch(
      /^<script nonce="abc123">\(function\(\)\{[\s\S]*\}\)\(\)<\/script><style nonce="def456">html\[data-session-stored\] \[data-signed-out\]\{visibility:hidden\}[^<]*<\/style>$/,
    );
  });
});
