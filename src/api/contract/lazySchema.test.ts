import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as Zod from 'zod';
import { lazySchema } from './lazySchema';

/** How many schemas zod's factories (z.object, z.string, ...) have made since the count was read. */
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod', async (importOriginal) => {
  const zod = await importOriginal<typeof Zod>();
  const counted = new Proxy(zod.z, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !/^[a-z]/.test(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        made.count += 1;
        return (value as (...args: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...zod, z: counted };
});

describe('lazySchema', () => {
  it('builds its schema once, the first time it is used, and then behaves as the schema', () => {
    const build = vi.fn(() => z.object({ city: z.string().min(2) }));
    const city = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(city.safeParse({ city: 'Pune' }).success).toBe(true);
    expect(city.safeParse({ city: 'P' }).success).toBe(false);
    expect(city).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(city.shape)).toEqual(['city']);
    expect(city.extend({ bhk: z.number() }).parse({ city: 'Pune', bhk: 2 })).toEqual({ city: 'Pune', bhk: 2 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for a schema inside another, built when that one is', () => {
    const price = lazySchema(() => z.number().positive());
    const listing = lazySchema(() => z.object({ price: price.optional(), prices: z.array(price) }));
    expect(listing.parse({ price: 5, prices: [1, 2] })).toEqual({ price: 5, prices: [1, 2] });
    expect(listing.safeParse({ prices: [-1] }).error?.issues[0]?.path).toEqual(['prices', 0]);
  });
});

describe("the contract's modules", () => {
  it('build no schema as they load: a page builds only those its first view uses', async () => {
    // Loaded afresh: another file of the run may have loaded the contract already (one process runs them).
    vi.resetModules();
    made.count = 0;
    const contract = await import('./index');
    expect(made.count).toBe(0);

    expect(contract.loginRequestSchema.safeParse({ email: 'a@b.in', password: 'x', role: 'Buyer' }).success).toBe(true);
    expect(made.count).toBeGreaterThan(0);
  });
});
