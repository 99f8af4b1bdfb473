import { describe, expect, it } from 'vitest';
import { isWholeRupees, readDecimalText } from './numbers';

describe('numbers in forms', () => {
  it('reads plain decimal digits only', () => {
    expect(['4500000', '1200.5', '-1', '0'].map(readDecimalText)).toEqual([4500000, 1200.5, -1, 0]);
    for (const text of ['1e7', '0x10', '-0', '-0.0', 'Infinity', '4 500', '', '+5', '.5', '5.'])
      expect(readDecimalText(text), text).toBeNull();
  });
  it('takes a price as whole rupees', () => {
    expect(isWholeRupees(4_500_000)).toBe(true);
    for (const value of [12.5, 0, -0, -100, 1e21, Number.NaN, null])
      expect(isWholeRupees(value), String(value)).toBe(false);
  });
});
