import { describe, expect, it } from 'vitest';
import { responseTimeText } from './index';

/** docs/leads.md#response-time */
describe('responseTimeText', () => {
  it('rounds up to the hour, then the day', () => {
    expect(responseTimeText({ medianMinutes: 0 })).toBe('Usually replies within an hour');
    expect(responseTimeText({ medianMinutes: 60 })).toBe('Usually replies within an hour');
    expect(responseTimeText({ medianMinutes: 61 })).toBe('Usually replies within 2 hours');
    expect(responseTimeText({ medianMinutes: 23 * 60 + 1 })).toBe('Usually replies within 24 hours');
    expect(responseTimeText({ medianMinutes: 24 * 60 })).toBe('Usually replies within a day');
    expect(responseTimeText({ medianMinutes: 24 * 60 + 1 })).toBe('Usually replies within 2 days');
  });

  it('says nothing while the server hides it', () => {
    expect(responseTimeText(undefined)).toBeUndefined();
  });
});
