import { describe, expect, it } from 'vitest';
import { displayName, taglineOf } from '.';

describe('how a builder is named (docs/portfolio.md#portfolio-header)', () => {
  it('shows the company name, else the name', () => {
    expect(displayName({ companyName: 'Skyline Developers', name: 'Rohan' })).toBe('Skyline Developers');
    expect(displayName({ companyName: '', name: 'Rohan Mehta' })).toBe('Rohan Mehta');
  });

  it('shows the tagline, else the default one', () => {
    expect(taglineOf({ tagline: ' ' })).toBe('Professional Builder & Developer');
    expect(taglineOf({ tagline: 'Homes that last' })).toBe('Homes that last');
  });
});
