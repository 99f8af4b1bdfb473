import { describe, expect, it } from 'vitest';
import { formatArea } from './area';
import { formatDateTime, formatMonth, formatShortDate } from './dates';
import { formatKm } from './distance';

describe('formatShortDate (docs/formatting.md#date-format: dates in en-IN)', () => {
  it('shows day, short month and year', () => {
    expect(formatShortDate('2026-10-05T10:00:00.000Z')).toBe('5 Oct 2026');
  });
  it('uses Indian time, so a late-evening UTC time is the next day', () => {
    expect(formatShortDate('2026-10-05T20:00:00.000Z')).toBe('6 Oct 2026');
  });
  it.each([undefined, null, '', 'not a date'])('is empty for %s', (value) => {
    expect(formatShortDate(value)).toBe('');
  });
});

describe('formatDateTime (docs/formatting.md#date-format)', () => {
  it('shows the date and the time in India', () => {
    expect(formatDateTime('2026-10-15T09:00:00.000Z')).toBe('15 Oct 2026, 2:30 pm');
  });
  it('is empty for what is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatArea (docs/formatting.md#area-format: area in square feet)', () => {
  it('groups en-IN', () => {
    expect(formatArea(1200)).toBe('1,200 sq.ft');
    expect(formatArea(150000)).toBe('1,50,000 sq.ft');
  });
  it('is empty without an area', () => {
    expect(formatArea(null)).toBe('');
    expect(formatArea(Number.NaN)).toBe('');
  });
});

describe('formatMonth and formatKm (docs/localities.md#locality-page)', () => {
  it('writes a month as en-IN does', () => {
    expect(formatMonth('2025-11')).toBe('Nov 2025');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
  });
  it('writes km to 100 m, grouped the Indian way', () => {
    expect(formatKm(1.23)).toBe('1.2 km');
    expect(formatKm(0.04)).toBe('0.0 km');
    expect(formatKm(2)).toBe('2.0 km');
    expect(formatKm(123456.78)).toBe('1,23,456.8 km');
  });
});
