import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/testing/memoryStore';
import { clearStoredSession, isSessionValid, readStoredSession, tokenExpiry, writeStoredSession } from './storage';

const tokenWith = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('session storage (docs/auth.md#session-storage: keys token and user)', () => {
  it('writes, reads and clears both keys', () => {
    const store = memoryStore();
    writeStoredSession({ token: 't', user: { name: 'Asha', token: 't' } }, store);
    expect([...store.items.keys()]).toEqual(['token', 'user']);
    expect(readStoredSession(store)).toEqual({ token: 't', user: { name: 'Asha', token: 't' } });
    clearStoredSession(store);
    expect(store.items.size).toBe(0);
  });
  it('reads a corrupt user as none', () => {
    const store = memoryStore();
    store.setItem('user', '{not json');
    expect(readStoredSession(store).user).toBeNull();
  });
});

describe('isSessionValid (docs/auth.md#session-restore: both stored and exp in seconds not passed)', () => {
  const now = 1_800_000_000;
  it('is valid before exp', () => {
    expect(isSessionValid(tokenWith({ exp: now + 60 }), { name: 'A' }, now)).toBe(true);
  });
  it('is invalid at or after exp', () => {
    expect(isSessionValid(tokenWith({ exp: now }), { name: 'A' }, now)).toBe(false);
    expect(isSessionValid(tokenWith({ exp: now - 1 }), { name: 'A' }, now)).toBe(false);
  });
  it('is invalid without a token or a user', () => {
    expect(isSessionValid(null, { name: 'A' }, now)).toBe(false);
    expect(isSessionValid(tokenWith({ exp: now + 60 }), null, now)).toBe(false);
  });
  it('is invalid when the token cannot be read', () => {
    expect(tokenExpiry('garbage')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
    expect(isSessionValid(tokenWith({ sub: 'x' }), { name: 'A' }, now)).toBe(false);
  });
});
