import { describe, expect, it } from 'vitest';
import { followUpText, stageText } from './index';

describe('lead texts', () => {
  it('names a lost lead with its reason', () => {
    expect(stageText({ stage: 'lost', lostReason: 'Budget' })).toBe('Lost: Budget');
    expect(stageText({ stage: 'visit-booked' })).toBe('Visit booked');
  });

  it("writes the follow-up day as India's, due or not", () => {
    expect(followUpText({ followUpOn: '2026-10-25', followUpDue: false })).toBe('Follow up on 25 Oct 2026');
    expect(followUpText({ followUpOn: '2026-10-19', followUpDue: true })).toBe('Follow-up due (19 Oct 2026)');
    expect(followUpText({ followUpDue: false })).toBeNull();
  });
});
