import { describe, expect, it } from 'vitest';
import { aListing } from '@mocks/factories';
import {
  emptyListingFields,
  fieldsOfListing,
  firstListingError,
  listingErrors,
  listingFieldErrors,
  normalizeListingFields,
  propertySearchParams,
  propertySearchQuerySchema,
  type ListingFields,
} from '.';
import { inquiryFieldErrors, inquiryRequestSchema } from './inquiries';

/** A valid ready-to-move flat for sale; each test breaks one thing. */
const aFlat = (patch: Partial<ListingFields> = {}): ListingFields => ({
  ...fieldsOfListing(aListing()),
  ...patch,
});
const messagesOf = (fields: ListingFields, photos = 1) => listingErrors(fields, photos).map((e) => e.message);

describe('listing rules', () => {
  it('a complete flat with a photo passes', () => {
    expect(listingErrors(aFlat(), 1)).toEqual([]);
    expect(firstListingError(aFlat(), 3)).toBeNull();
  });

  it('an empty form names every missing field in form order', () => {
    expect(messagesOf(emptyListingFields(), 0)).toEqual([
      'Please select sale or rent',
      'Please select property type',
      'Please enter a title',
      'Please enter a description',
      'Please enter valid price',
      'Please select state',
      'Please select city',
      'Please enter locality',
      'Please enter pincode',
      'Please add at least one photo',
    ]);
  });

  it.each([
    [{ bhk: null }, 'Please select BHK'],
    [{ bhk: 11 }, 'Please select BHK'],
    [{ bhk: 2.5 }, 'Please select BHK'],
    [{ bathrooms: 0 }, 'Please enter valid number of bathrooms'],
    [{ builtUpArea: null }, 'Please enter valid built-up area'],
    [{ carpetArea: 0 }, 'Please enter valid carpet area'],
    [{ carpetArea: null }, 'Please enter valid carpet area'],
    [{ carpetArea: 1200, builtUpArea: 1100 }, 'Carpet area cannot be more than built-up area'],
    [{ superBuiltUpArea: -5 }, 'Please enter valid super built-up area'],
    [{ superBuiltUpArea: 1100, builtUpArea: 1150 }, 'Super built-up area cannot be less than built-up area'],
    [{ price: 0 }, 'Please enter valid price'],
    [{ price: 200_000_000_000 }, 'Please enter valid price'],
    [{ purpose: 'rent', price: null }, 'Please enter valid monthly rent'],
    [{ furnishing: '' }, 'Please select furnishing'],
    [{ totalFloors: 0 }, 'Please enter valid number of floors'],
    [{ floor: null }, 'Please enter valid floor'],
    [{ floor: 13, totalFloors: 12 }, 'Floor cannot be above the total floors'],
    [{ availability: '' }, 'Please select availability'],
    [{ ageYears: null }, 'Please enter the age of the property in years'],
    [{ availability: 'under construction', possessionBy: '2027-13' }, 'Please enter the possession month'],
    [{ title: 'x'.repeat(101) }, 'Please keep the title under 100 characters'],
    // docs/listings.md#listing-bounds
    [{ builtUpArea: 2_000_000, carpetArea: 980 }, 'Please enter an area under 10,00,000 sq.ft'],
    [{ builtUpArea: 1_000_000, carpetArea: 980, superBuiltUpArea: null }, null],
    [{ superBuiltUpArea: 1_000_001 }, 'Please enter an area under 10,00,000 sq.ft'],
    [{ description: 'Nice.' }, 'Please describe the property in at least 20 characters'],
    [{ price: 99_999 }, 'A price under ₹1 Lakh is not plausible: please check it'],
    [{ purpose: 'rent', price: 999 }, 'A monthly rent under ₹1,000 is not plausible: please check it'],
  ] as const)('%o -> %s', (patch, message) => {
    expect(firstListingError(aFlat(patch as Partial<ListingFields>), 1)).toBe(message);
  });

  it.each([
    [{ state: 'Atlantis' }, 'location.state', 'Please select a valid state'],
    [{ city: ' ' }, 'location.city', 'Please select city'],
    [{ locality: '' }, 'location.locality', 'Please enter locality'],
    [{ pincode: '56009' }, 'location.pincode', 'Please enter a valid 6-digit pincode'],
    [{ pincode: '56009a' }, 'location.pincode', 'Please enter a valid 6-digit pincode'],
    // docs/listings.md#listing-bounds, docs/formatting.md#pincode-state
    [{ pincode: '110001' }, 'location.pincode', 'This pincode is not in Karnataka: please check it'],
    [{ city: 'B'.repeat(101) }, 'location.city', 'Please keep the city under 100 characters'],
    [{ locality: 'K'.repeat(101) }, 'location.locality', 'Please keep the locality under 100 characters'],
    [{ address: 'a'.repeat(301) }, 'location.address', 'Please keep the address under 300 characters'],
    [{ landmark: 'n'.repeat(101) }, 'location.landmark', 'Please keep the landmark under 100 characters'],
  ] as const)('location %o -> %s', (patch, field, message) => {
    const fields = aFlat();
    expect(listingFieldErrors({ ...fields, location: { ...fields.location, ...patch } }, 1)).toEqual({
      [field]: message,
    });
  });

  it('counts photos: at least 1, at most 20', () => {
    expect(listingFieldErrors(aFlat(), 0)).toEqual({ photos: 'Please add at least one photo' });
    expect(listingFieldErrors(aFlat(), 20)).toEqual({});
    expect(listingFieldErrors(aFlat(), 21)).toEqual({ photos: 'Please add at most 20 photos' });
    expect(listingFieldErrors(aFlat())).toEqual({});
  });

  it('a plot needs a plot area, and no BHK, floors, furnishing or availability', () => {
    const plot = aFlat({
      propertyType: 'plot',
      bhk: null,
      bathrooms: null,
      builtUpArea: null,
      carpetArea: null,
      furnishing: '',
      floor: null,
      totalFloors: null,
      availability: '',
      ageYears: null,
    });
    expect(messagesOf(plot)).toEqual(['Please enter valid plot area']);
    expect(messagesOf({ ...plot, plotArea: 2400 })).toEqual([]);
    expect(messagesOf({ ...plot, plotArea: 10_000_001 })).toEqual(['Please enter a plot area under 1,00,00,000 sq.ft']);
  });

  it('carpet area is required for homes, optional for shops and offices, never asked of plots (docs/listings.md#carpet-first)', () => {
    for (const propertyType of ['villa', 'independent house'] as const)
      expect(messagesOf(aFlat({ propertyType, floor: null, totalFloors: 2, carpetArea: null }))).toEqual([
        'Please enter valid carpet area',
      ]);
    expect(messagesOf(aFlat({ propertyType: 'shop', bhk: null, carpetArea: null, superBuiltUpArea: null }))).toEqual(
      [],
    );
    expect(messagesOf(aFlat({ propertyType: 'office', bhk: null, carpetArea: 0 }))).toEqual([
      'Please enter valid carpet area',
    ]);
    expect(messagesOf(aFlat({ superBuiltUpArea: null }))).toEqual([]);
  });

  it('a villa has no floor; an office may leave bathrooms empty', () => {
    expect(messagesOf(aFlat({ propertyType: 'villa', floor: null, totalFloors: 2 }))).toEqual([]);
    expect(messagesOf(aFlat({ propertyType: 'office', bhk: null, bathrooms: null }))).toEqual([]);
    expect(messagesOf(aFlat({ propertyType: 'office', bhk: null, bathrooms: -1 }))).toEqual([
      'Please enter valid number of bathrooms',
    ]);
  });

  it('field errors keep only the first message of each field', () => {
    const errors = listingFieldErrors(aFlat({ title: '', description: '', bhk: 0 }), 1);
    expect(errors).toEqual({
      title: 'Please enter a title',
      description: 'Please enter a description',
      bhk: 'Please select BHK',
    });
  });
});

describe('normalizeListingFields', () => {
  it('empties what does not apply to the type and trims text', () => {
    const plot = normalizeListingFields(
      aFlat({ propertyType: 'plot', plotArea: 2400, title: '  Corner plot  ', amenities: ['security', 'lift'] }),
    );
    expect(plot).toMatchObject({
      title: 'Corner plot',
      bhk: null,
      bathrooms: null,
      builtUpArea: null,
      carpetArea: null,
      superBuiltUpArea: null,
      plotArea: 2400,
      furnishing: '',
      floor: null,
      totalFloors: null,
      availability: '',
      ageYears: null,
      amenities: ['lift', 'security'],
    });
    const villa = normalizeListingFields(
      aFlat({ propertyType: 'villa', availability: 'under construction', possessionBy: '2027-06', plotArea: 9 }),
    );
    expect(villa).toMatchObject({ floor: null, plotArea: null, ageYears: null, possessionBy: '2027-06', bhk: 2 });
  });
});

describe('search query', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const query = {
      city: 'Pune',
      q: 'baner',
      type: ['flat', 'villa'] as const,
      bhk: [2, 5],
      minPrice: 5_000_000,
      maxPrice: 20_000_000,
      purpose: 'sale' as const,
      status: 'ready to move' as const,
      sort: 'price-asc' as const,
      page: 2,
    };
    const search = propertySearchParams({ ...query, type: [...query.type] });
    expect(search).toBe(
      'city=Pune&q=baner&type=flat%2Cvilla&bhk=2%2C5&minPrice=5000000&maxPrice=20000000&purpose=sale&status=ready+to+move&sort=price-asc&page=2',
    );
    expect(propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))).toEqual({
      ...query,
      type: ['flat', 'villa'],
      pageSize: 12,
    });
    expect(propertySearchParams({ sort: 'newest', page: 1, pageSize: 12, city: ' ' })).toBe('');
  });

  it('refuses unknown types, a page size above 48 and page 0', () => {
    expect(propertySearchQuerySchema.safeParse({ type: 'castle' }).success).toBe(false);
    expect(propertySearchQuerySchema.safeParse({ pageSize: '49' }).success).toBe(false);
    expect(propertySearchQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(propertySearchQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 12 });
  });
});

describe('inquiry request', () => {
  it('accepts a +91 number and an empty e-mail; the phone is not shared unless the box was ticked', () => {
    expect(
      inquiryRequestSchema.parse({ name: ' Asha ', phone: '+91 98765 43210', message: ' Hi ', email: '' }),
    ).toEqual({ name: 'Asha', sharePhone: false, phone: '9876543210', message: 'Hi', email: '' });
  });

  it('asks for the number only when the buyer chose to share it (docs/listings.md#inquiry-phone-consent)', () => {
    expect(inquiryFieldErrors({ name: 'Asha', message: 'Hello', sharePhone: true })).toEqual({
      phone: 'Please enter a valid 10-digit Indian mobile number',
    });
    expect(inquiryFieldErrors({ name: 'Asha', message: 'Hello', sharePhone: false })).toEqual({});
  });

  it('names each bad field', () => {
    expect(inquiryFieldErrors({ name: 'A', phone: '12345', message: ' ', email: 'nope' })).toEqual({
      name: 'Please enter your name',
      phone: 'Please enter a valid 10-digit Indian mobile number',
      message: 'Please enter a message',
      email: 'Please enter a valid email address',
    });
    expect(inquiryFieldErrors({ name: 'Asha', phone: '9876543210', message: 'Hello' })).toEqual({});
  });
});
