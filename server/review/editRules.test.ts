import { describe, expect, it } from 'vitest';
import { goesLiveAtOnce, type EditOfLiveItem } from './editRules';

const photo = { fileKey: 'a.jpg', cardKey: 'a-card.webp', contentType: 'image/jpeg' };
const columns = {
  price: 5_000_000,
  availability: 'ready to move',
  ageYears: 4,
  title: 'A flat',
  location: { city: 'Pune', locality: 'Baner' },
};
const listing = { ...columns, reviewedPrice: 5_000_000 };
const edit = (changed: object, change: Partial<EditOfLiveItem> = {}): EditOfLiveItem => ({
  kind: 'listing',
  published: listing,
  publishedImages: [photo],
  columns: { ...columns, ...changed } as never,
  images: [photo],
  ...change,
});

describe('docs/review.md#edits-live-at-once', () => {
  it('a price within 10 % of the approved price and availability go live at once; nothing changed too', () => {
    expect(goesLiveAtOnce(edit({}))).toBe(true);
    expect(goesLiveAtOnce(edit({ price: 4_500_000 }))).toBe(true);
    expect(goesLiveAtOnce(edit({ price: 5_500_000, availability: 'under construction', ageYears: null }))).toBe(true);
  });

  it('a larger move, text, location, a photo or an age on its own wait for review', () => {
    expect(goesLiveAtOnce(edit({ price: 4_400_000 }))).toBe(false);
    expect(goesLiveAtOnce(edit({ title: 'A bigger flat' }))).toBe(false);
    expect(goesLiveAtOnce(edit({ location: { locality: 'Baner', city: 'Mumbai' } }))).toBe(false);
    expect(goesLiveAtOnce(edit({ ageYears: 1 }))).toBe(false);
    expect(goesLiveAtOnce(edit({}, { images: [photo, { ...photo, fileKey: 'b.jpg' }] }))).toBe(false);
  });

  it('object keys in another order are no change (jsonb keeps its own order)', () => {
    expect(goesLiveAtOnce(edit({ location: { locality: 'Baner', city: 'Pune' } }))).toBe(true);
  });

  it('a project: unit prices within 10 % and construction progress go live; a new unit or area waits', () => {
    const details = { configurations: [{ bhkType: '2BHK', area: 900, price: 9_000_000 }] };
    const project = { expectedPrice: 9_000_000, projectStatus: 'under construction', flatDetails: details };
    const change = (flatDetails: object, more: object = {}) =>
      goesLiveAtOnce({
        kind: 'project',
        published: { ...project, reviewedPrice: 9_000_000 },
        publishedImages: [],
        columns: { ...project, flatDetails, ...more } as never,
        images: [],
      });
    const priced = (price: number, area = 900) => ({ configurations: [{ bhkType: '2BHK', area, price }] });
    expect(change(priced(8_500_000), { expectedPrice: 8_500_000, projectStatus: 'completed' })).toBe(true);
    expect(change(priced(7_000_000), { expectedPrice: 7_000_000 })).toBe(false);
    expect(change(priced(9_000_000, 950))).toBe(false);
    expect(change({ configurations: [...details.configurations, ...details.configurations] })).toBe(false);
  });
});
