import { describe, expect, it } from 'vitest';
import { anInquiry } from '@mocks/factories';
import { inquiriesIn, inquiryCounts, isInquiryFilter, mailtoHref, newestFirst, telHref } from './inquiryList';

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

  it('builds dialable and addressed links', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(telHref('+442071234567')).toBe('tel:+442071234567');
    expect(mailtoHref('asha@example.in', '2 BHK Flat & more')).toBe(
      'mailto:asha@example.in?subject=Your%20inquiry%20about%202%20BHK%20Flat%20%26%20more',
    );
  });
});
