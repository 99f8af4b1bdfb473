import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/testing/memoryStore';
import { z } from 'zod';
import { draftSlot } from './draftSlot';
import type { KeyValueStore } from './storage';

const slot = draftSlot(z.object({ version: z.literal(1), title: z.string() }));

describe('draftSlot', () => {
  it('reads back what was saved', () => {
    const store = memoryStore();
    slot.save('draft', { version: 1, title: '2 BHK in Indiranagar' }, store);
    expect(slot.read('draft', store)).toEqual({ version: 1, title: '2 BHK in Indiranagar' });
    slot.clear('draft', store);
    expect(slot.read('draft', store)).toBeNull();
  });

  it('drops a damaged draft or one of another shape', () => {
    const store = memoryStore();
    store.setItem('broken', '{"version":1,');
    store.setItem('older', JSON.stringify({ version: 0, name: 'x' }));
    expect(slot.read('broken', store)).toBeNull();
    expect(slot.read('older', store)).toBeNull();
    expect([...store.items.keys()]).toEqual([]);
  });

  it('keeps working when the storage refuses to save', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => slot.save('draft', { version: 1, title: 'x' }, full)).not.toThrow();
    expect(slot.read('draft', null)).toBeNull();
  });
});
