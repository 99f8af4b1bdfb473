import { describe, expect, it } from 'vitest';
import type { BuilderProfile } from '@/api/contract';
import { builderHeaderOf, displayName, taglineOf } from '.';

describe('how a builder is named (docs/portfolio.md#portfolio-header)', () => {
  it('shows the company name, else the name', () => {
    expect(displayName({ companyName: 'Skyline Developers', name: 'Rohan' })).toBe('Skyline Developers');
    expect(displayName({ companyName: '', name: 'Rohan Mehta' })).toBe('Rohan Mehta');
  });

  it('shows the tagline, else the default one', () => {
    expect(taglineOf({ tagline: ' ' })).toBe('Professional Builder & Developer');
    expect(taglineOf({ tagline: 'Homes that last' })).toBe('Homes that last');
  });

  it("heads the builder's page with the shown name, tagline, photo and contacts", () => {
    const header = builderHeaderOf({
      _id: 'b1',
      name: 'Rohan Mehta',
      companyName: 'Skyline Developers',
      tagline: '',
      phone: '98765 43210',
      website: 'https://skyline.example',
    } as BuilderProfile);
    expect(header).toEqual({
      name: 'Skyline Developers',
      tagline: 'Professional Builder & Developer',
      photo: undefined,
      badge: 'Verified Builder',
      phone: '98765 43210',
      email: undefined,
      website: 'https://skyline.example',
    });
  });
});
