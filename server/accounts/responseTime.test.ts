import { describe, expect, it } from 'vitest';
import { medianReplyMinutes, shownResponseTime } from './responseTime';

const at = (minutes: number) => new Date(Date.UTC(2026, 9, 20, 4, 30) + minutes * 60_000);
const answered = (minutes: number) => ({ askedAt: at(0), firstReplyAt: at(minutes) });
const unanswered = { askedAt: at(0), firstReplyAt: null };

/** docs/leads.md#response-time */
describe('medianReplyMinutes', () => {
  it('is the middle wait of an odd number, rounded up to a whole minute', () => {
    expect(medianReplyMinutes([answered(200), answered(0.5), answered(61)])).toBe(61);
    expect(medianReplyMinutes([answered(0.2)])).toBe(1);
    expect(medianReplyMinutes([answered(0)])).toBe(0);
  });

  it('is the mean of the middle two of an even number', () => {
    expect(medianReplyMinutes([answered(10), answered(20), answered(40), answered(1000)])).toBe(30);
  });

  it('counts an unanswered inquiry as never answered: no median once half or more wait', () => {
    expect(medianReplyMinutes([answered(10), answered(20), unanswered])).toBe(20);
    expect(medianReplyMinutes([answered(10), unanswered])).toBeNull();
    expect(medianReplyMinutes([answered(10), unanswered, unanswered])).toBeNull();
    expect(medianReplyMinutes([])).toBeNull();
  });
});

describe('shownResponseTime', () => {
  it('shows a median from 5 inquiries on, and nothing without one', () => {
    expect(shownResponseTime({ replyMedianMinutes: 95, replySample: 5 })).toEqual({
      responseTime: { medianMinutes: 95 },
    });
    expect(shownResponseTime({ replyMedianMinutes: 95, replySample: 4 })).toEqual({});
    expect(shownResponseTime({ replyMedianMinutes: null, replySample: 40 })).toEqual({});
  });
});
