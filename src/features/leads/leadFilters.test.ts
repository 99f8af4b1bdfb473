import { describe, expect, it } from 'vitest';
import { filterFromParams, hasFilter, paramsOfFilter } from './leadFilters';

describe('the leads page address (docs/leads.md#leads-page)', () => {
  it('reads the filters it knows and leaves out a bad one', () => {
    expect(filterFromParams(new URLSearchParams('property=p1&stage=won&due=true'))).toEqual({
      property: 'p1',
      stage: 'won',
      due: 'true',
    });
    expect(filterFromParams(new URLSearchParams('stage=sold&due=yes&other=1'))).toEqual({});
  });

  it('writes them back, and says whether any is set', () => {
    expect(paramsOfFilter({ stage: 'lost' })).toEqual({ stage: 'lost' });
    expect([hasFilter({}), hasFilter({ due: 'true' })]).toEqual([false, true]);
  });
});
