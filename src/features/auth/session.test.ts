import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles, storedSessionSchema } from '@/api/contract';
import { storedSessionOf } from './session';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.constant(undefined), fc.anything());
/** Stored users: mostly well formed, each field sometimes missing or of another type, with stray fields. */
const storedUser = fc.record(
  {
    _id: maybe(fc.string()),
    name: maybe(fc.string()),
    email: maybe(fc.string()),
    role: maybe(fc.constantFrom(...roles, 'Admin', 'buyer')),
    phone: maybe(fc.string()),
    username: maybe(fc.string()),
    isStaff: maybe(fc.constantFrom(true, false)),
    firstSignIn: maybe(fc.constantFrom(true, false)),
    token: maybe(fc.string()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('storedSessionOf', () => {
  it('accepts exactly what the contract storedSessionSchema accepts, and reads it the same', () => {
    fc.assert(
      fc.property(fc.oneof(storedUser, fc.anything()), (value) => {
        const parsed = storedSessionSchema.safeParse(value);
        const stored = storedSessionOf(value);
        expect(stored !== null).toBe(parsed.success);
        if (parsed.success) expect(stored).toEqual(parsed.data);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a real login answer', () => {
    const session = { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'Buyer', token: 'a.b.c', isStaff: true };
    expect(storedSessionOf({ ...session, lastSeen: 'today' })).toEqual(session);
  });

  it('keeps a stored user without a name (docs/auth.md#session-restore)', () => {
    const nameless = { _id: 'u1', email: 'asha@example.in', role: 'Buyer', token: 'a.b.c' };
    expect(storedSessionOf(nameless)).toEqual({ ...nameless, name: '' });
  });
});
