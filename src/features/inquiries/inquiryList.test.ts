import { describe, expect, it } from 'vitest';
import { anInquiry } from '@mocks/factories';
import { aThreadMessage } from '@mocks/factories';
import { inquiriesIn, inquiryCounts, isInquiryFilter, newestFirst, telHref, withMessage } from './inquiryList';

const older = anInquiry({ state: 'read', createdAt: '2026-10-01T10:00:00.000Z' });
const newer = anInquiry({ state: 'new', createdAt: '2026-10-05T10:00:00.000Z' });
const replied = anInquiry({ state: 'replied', createdAt: '2026-10-03T10:00:00.000Z' });

describe('my inquiries', () => {
  it('counts each state and all', () => {
    expect(inquiryCounts([older, newer, replied, anInquiry({ state: 'new' })])).toEqual({
      all: 4,
      new: 2,
      read: 1,
      replied: 1,
    });
    expect(inquiryCounts([])).toEqual({ all: 0, new: 0, read: 0, replied: 0 });
  });

  it('filters by state and keeps all for all', () => {
    expect(inquiriesIn([older, newer, replied], 'new')).toEqual([newer]);
    expect(inquiriesIn([older, newer], 'all')).toEqual([older, newer]);
  });

  it('orders newest first without touching the input', () => {
    const input = [older, newer, replied];
    expect(newestFirst(input).map((i) => i.state)).toEqual(['new', 'replied', 'read']);
    expect(input[0]).toBe(older);
  });

  it('knows its filters', () => {
    expect(isInquiryFilter('replied')).toBe(true);
    expect(isInquiryFilter('archived')).toBe(false);
    expect(isInquiryFilter(null)).toBe(false);
  });

  it('builds dialable links', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(telHref('+442071234567')).toBe('tel:+442071234567');
  });

  it('adds a message to its own inquiry only, after the others', () => {
    const reply = aThreadMessage({ text: 'Yes' });
    const earlier = aThreadMessage({ text: 'First' });
    const list = [{ ...newer, thread: [earlier] }, older];
    expect(withMessage(list, newer._id, reply)).toEqual([{ ...newer, thread: [earlier, reply] }, older]);
    expect(withMessage(list, 'missing', reply)).toEqual(list);
  });
});
