import { describe, expect, it } from 'vitest';
import { aListing, aPhoto, aPlot, aProject } from '@mocks/factories';
import { listingChanges, NOT_GIVEN, projectChanges } from './changes';

describe('listingChanges', () => {
  it('finds nothing changed in an identical copy, and folds every filled field', () => {
    const live = aListing();
    const changes = listingChanges(live, structuredClone(live));
    expect(changes.fields).toEqual([]);
    expect(changes.photos).toEqual({ added: [], removed: [] });
    expect(changes.unchanged.map((f) => f.label)).toContain('Title');
    // A flat has no plot area: neither version fills it, so it is no row at all.
    expect(changes.unchanged.map((f) => f.label)).not.toContain('Plot area');
  });

  it('reads text, price, location and amenities as a person would, old then new', () => {
    const live = aListing({ price: 9_500_000 });
    const edit = aListing({
      ...live,
      title: '2 BHK Flat in Koramangala, Renovated',
      price: 10_500_000,
      furnishing: 'furnished',
      amenities: [...live.amenities, 'gym'],
      location: { ...live.location, pincode: '560034' },
    });
    expect(listingChanges(live, edit).fields).toEqual([
      { label: 'Title', before: '2 BHK Flat in Koramangala', after: '2 BHK Flat in Koramangala, Renovated' },
      { label: 'Price', before: '₹95.00 Lakh', after: '₹1.05 Cr' },
      { label: 'Furnishing', before: 'Semi-Furnished', after: 'Fully Furnished' },
      {
        label: 'Amenities',
        before: 'Lift & Elevator, Parking, Power Backup, 24/7 Security, 24/7 Water Supply',
        after: 'Lift & Elevator, Parking, Power Backup, 24/7 Security, 24/7 Water Supply, Gym',
      },
      { label: 'Pincode', before: '560095', after: '560034' },
    ]);
  });

  it('reads a moved pin in degrees, and an approximate place as the pincode centre (docs/map.md#the-pin)', () => {
    const live = aListing({ place: { lat: 12.9352, lng: 77.6245, approximate: true } });
    const edit = aListing({ ...live, place: { lat: 12.9361, lng: 77.6262, approximate: false } });
    expect(listingChanges(live, edit).fields).toEqual([
      {
        label: 'Map pin',
        before: '12.935200° N, 77.624500° E (pincode centre, approximate)',
        after: '12.936100° N, 77.626200° E',
      },
    ]);
  });

  it('says a field emptied or first filled is "Not given" on the other side', () => {
    const live = aListing({ superBuiltUpArea: null });
    const edit = aListing({ ...live, superBuiltUpArea: 1300, location: { ...live.location, landmark: '' } });
    expect(listingChanges(live, edit).fields).toEqual([
      { label: 'Super built-up area', before: NOT_GIVEN, after: '1,300 sq.ft' },
      { label: 'Landmark', before: 'Near Forum Mall', after: NOT_GIVEN },
    ]);
  });

  it('compares a flat turned plot field by field: the floor goes, the plot area comes', () => {
    const live = aListing();
    const fields = listingChanges(live, aPlot({ _id: live._id })).fields.map((f) => f.label);
    expect(fields).toEqual(expect.arrayContaining(['Property type', 'Bedrooms', 'Plot area', 'Floor']));
  });

  it('lists the photos added and removed by address, named by their place in the edit or the live listing', () => {
    const live = aListing({ photos: [aPhoto('/a.jpg'), aPhoto('/b.jpg'), aPhoto('/c.jpg')] });
    const edit = aListing({ ...live, photos: [aPhoto('/b.jpg'), aPhoto('/c.jpg'), aPhoto('/d.jpg')] });
    expect(listingChanges(live, edit).photos).toEqual({
      added: [{ url: '/d.jpg', label: 'Photo 3' }],
      removed: [{ url: '/a.jpg', label: 'Cover photo' }],
    });
  });

  it('writes a rent per month', () => {
    const live = aListing({ purpose: 'rent', price: 45_000 });
    const edit = aListing({ ...live, price: 48_000 });
    expect(listingChanges(live, edit).fields).toEqual([
      { label: 'Price', before: '₹45,000 per month', after: '₹48,000 per month' },
    ]);
  });
});

describe('projectChanges', () => {
  it('finds nothing changed in an identical copy, configurations folded with the fields', () => {
    const live = aProject('villa');
    const changes = projectChanges(live, structuredClone(live));
    expect(changes).toMatchObject({ fields: [], units: [], photos: { added: [], removed: [] } });
    expect(changes.unchanged).toContainEqual({ label: '3 BHK', value: '3 bath · 2,400 sq.ft · ₹1.25 Cr' });
  });

  it('names configurations added, removed and changed, with their prices', () => {
    const live = aProject('villa');
    const [three, four] = live.villaDetails!.configurations;
    const edit = aProject('villa', {
      ...live,
      villaDetails: {
        ...live.villaDetails!,
        configurations: [
          { ...four!, price: 19_500_000 },
          { bhkType: '5BHK', bathrooms: 5, area: 4000, price: 25_000_000 },
        ],
      },
    });
    expect(three?.bhkType).toBe('3BHK');
    expect(projectChanges(live, edit).units).toEqual([
      { change: 'removed', label: '3 BHK', before: '3 bath · 2,400 sq.ft · ₹1.25 Cr', after: null },
      {
        change: 'changed',
        label: '4 BHK',
        before: '4 bath · 3,200 sq.ft · ₹1.80 Cr',
        after: '4 bath · 3,200 sq.ft · ₹1.95 Cr',
      },
      { change: 'added', label: '5 BHK', before: null, after: '5 bath · 4,000 sq.ft · ₹2.50 Cr' },
    ]);
  });

  it('matches two rows of the same type in order', () => {
    const live = aProject('shops');
    const shop = live.shopDetails!.types[0]!;
    const edit = aProject('shops', {
      ...live,
      shopDetails: { ...live.shopDetails!, types: [shop, { ...shop, area: 500, price: 6_000_000 }] },
    });
    expect(projectChanges(live, edit).units).toEqual([
      { change: 'added', label: 'Retail shop', before: null, after: '500 sq.ft · ₹60.00 Lakh' },
    ]);
  });

  it('reads the location, status and RERA number, and a mixed project names shops and offices', () => {
    const live = aProject('mixed');
    const edit = aProject('mixed', {
      ...live,
      projectStatus: 'complete soon',
      reraNumber: 'PRM/KA/RERA/1251/446/PR/171015/000422',
      location: { ...live.location!, area: 'Domlur', pincode: '560071' },
      mixedUseDetails: {
        ...live.mixedUseDetails!,
        officeTypes: [{ type: 'Office floor', area: 1000, price: 9_500_000 }],
      },
    });
    const changes = projectChanges(live, edit);
    expect(changes.fields).toEqual([
      { label: 'Status', before: 'Under Construction', after: 'Completing Soon' },
      { label: 'RERA number', before: NOT_GIVEN, after: 'PRM/KA/RERA/1251/446/PR/171015/000422' },
      { label: 'Locality', before: 'Indiranagar', after: 'Domlur' },
      { label: 'Pincode', before: '560038', after: '560071' },
    ]);
    expect(changes.units).toEqual([
      {
        change: 'changed',
        label: 'Office: Office floor',
        before: '1,000 sq.ft · ₹90.00 Lakh',
        after: '1,000 sq.ft · ₹95.00 Lakh',
      },
    ]);
  });

  it('names the banner, floor plans and other photos added and removed', () => {
    const live = aProject('flat');
    const edit = aProject('flat', {
      ...live,
      media: {
        bannerPhoto: '/new-banner.jpg',
        blueprintPhotos: ['/mock-media/blueprint.jpg'],
        additionalPhotos: ['/lobby.jpg'],
      },
    });
    expect(projectChanges(live, edit).photos).toEqual({
      added: [
        { url: '/new-banner.jpg', label: 'Banner photo' },
        { url: '/lobby.jpg', label: 'Photo 1' },
      ],
      removed: [{ url: '/mock-media/flat.jpg', label: 'Banner photo' }],
    });
  });
});
