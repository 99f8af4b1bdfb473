import { describe, expect, it } from 'vitest';
import { boxFromParam, boxParam, searchBoxOf, withMapParams } from './mapParams';

describe("the map's address parameters (docs/map.md#map-view)", () => {
  it('writes a box and reads it back; refuses one that is not four numbers in order', () => {
    const box = { south: 18.4, west: 73.7, north: 18.7, east: 74 };
    expect(boxParam(box)).toBe('18.4,73.7,18.7,74');
    expect(boxFromParam(boxParam(box))).toEqual(box);
    for (const bad of [null, '', '18.4,73.7,18.7', '18.7,73.7,18.4,74', 'a,b,c,d', '18.4,73.7,18.7,74,1'])
      expect(boxFromParam(bad), String(bad)).toBeNull();
  });

  it("searches a map's bounds inside India's box, to four decimals", () => {
    expect(searchBoxOf({ south: 18.412345, west: 73.7, north: 18.798765, east: 74.00004 })).toEqual({
      south: 18.4123,
      west: 73.7,
      north: 18.7988,
      east: 74,
    });
    expect(searchBoxOf({ south: 5, west: 76, north: 9, east: 78 })).toEqual({ south: 6, west: 76, north: 9, east: 78 });
  });

  it('keeps the map open and its box when the filters change', () => {
    const current = new URLSearchParams('city=Pune&view=map&box=18.4,73.7,18.7,74&page=2');
    expect(withMapParams('city=Pune&bhk=2', current)).toBe('city=Pune&bhk=2&view=map&box=18.4%2C73.7%2C18.7%2C74');
    expect(withMapParams('city=Pune', new URLSearchParams('city=Mumbai'))).toBe('city=Pune');
  });
});
