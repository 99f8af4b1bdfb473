import { describe, expect, it } from 'vitest';
import { aListing } from '@mocks/factories';
import { emptyListingFields, fieldsOfListing } from './contract';
import { parseListingFormFields, toListingFormData } from './listingFormData';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const textParts = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;

describe('toListingFormData / parseListingFormFields', () => {
  it('round-trips every field of a listing', () => {
    const fields = fieldsOfListing(aListing());
    const form = toListingFormData(fields, { photos: [png('a.png'), png('b.png')] });
    expect(form.getAll('photos').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.get('bhk')).toBe('2');
    expect(form.has('plotArea')).toBe(false);
    expect(form.has('keptPhotos')).toBe(false);
    expect(parseListingFormFields(textParts(form))).toEqual({ ok: true, fields, keptPhotos: null, uploadedPhotos: [] });
  });

  it('skips empty text and numbers, and sends the kept photos in edit mode', () => {
    const fields = { ...emptyListingFields(), title: '  Plot  ', plotArea: 0 };
    const form = toListingFormData(fields, { photos: [], keptPhotos: ['/media/1.jpg'] });
    expect(form.get('title')).toBe('Plot');
    expect(form.has('purpose')).toBe(false);
    expect(form.get('plotArea')).toBe('0');
    expect(JSON.parse(form.get('location') as string)).toEqual({ state: '', city: '', locality: '', pincode: '' });
    const parsed = parseListingFormFields(textParts(form));
    expect(parsed).toMatchObject({ ok: true, keptPhotos: ['/media/1.jpg'] });
  });

  it.each([
    [{ bhk: 'two' }, 'bhk is not a number'],
    [{ location: '{' }, 'location is not valid JSON'],
    [{ amenities: '["jacuzzi"]' }, 'Invalid amenities.0'],
    [{ propertyType: 'castle' }, 'Invalid propertyType'],
    [{ keptPhotos: '[1]' }, 'keptPhotos must be a list of photo URLs'],
  ])('refuses %o', (parts, message) => {
    const parsed = parseListingFormFields(parts);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(message);
  });
});
