import { describe, expect, it } from 'vitest';
import { postedByText } from './summaryText';

/** docs/listings.md#posted-by: a card names who posted it, the role only where no name was given. */
describe('postedByText', () => {
  it("names a project's builder by company and a listing's poster by name", () => {
    expect(postedByText({ postedByRole: 'Builder', postedByName: 'Prestige Group' })).toBe('Posted by Prestige Group');
    expect(postedByText({ postedByRole: 'Agent', postedByName: 'Meera Iyer' })).toBe('Posted by Meera Iyer');
  });

  it('falls back to the role, never an empty name', () => {
    expect(postedByText({ postedByRole: 'Builder' })).toBe('Posted by Builder');
    expect(postedByText({ postedByRole: 'Seller', postedByName: '  ' })).toBe('Posted by Seller');
  });
});
