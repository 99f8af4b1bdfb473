import { describe, expect, it } from 'vitest';
import { idsFromSearch, parseCompared, withItem, withoutItem } from './compareList';

const item = (id: string) => ({ _id: id, title: `Flat ${id}` });

describe('the compare list', () => {
  it('adds up to 3 and refuses a 4th', () => {
    const three = [item('a'), item('b'), item('c')];
    expect(withItem([item('a'), item('b')], item('c'))).toEqual(three);
    expect(withItem(three, item('d'))).toBeNull();
  });

  it('keeps one of each, and a repeat is no refusal even when full', () => {
    const three = [item('a'), item('b'), item('c')];
    expect(withItem(three, item('b'))).toEqual(three);
  });

  it('removes by id', () => {
    expect(withoutItem([item('a'), item('b')], 'a')).toEqual([item('b')]);
  });

  it('reads only well-formed entries, at most 3', () => {
    expect(parseCompared('not json')).toEqual([]);
    expect(parseCompared(JSON.stringify([item('a'), { _id: 1 }, item('b'), item('c'), item('d')]))).toEqual([
      item('a'),
      item('b'),
      item('c'),
    ]);
  });

  it('takes the ids from the address, without repeats or a 4th', () => {
    expect(idsFromSearch(new URLSearchParams('ids=a,b,a,,c,d'))).toEqual(['a', 'b', 'c']);
    expect(idsFromSearch(new URLSearchParams(''))).toEqual([]);
  });
});
