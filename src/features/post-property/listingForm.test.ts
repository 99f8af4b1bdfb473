import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/testing/memoryStore';
import { aListing, aPhoto } from '@mocks/factories';
import { listingDraft, listingDraftKey } from './draft';
import {
  firstErrorIn,
  formOfListing,
  listingFormReducer,
  newListingForm,
  pincodeInput,
  possessionChoices,
  possessionLabel,
} from './listingForm';

describe('listing form', () => {
  it('clears the city when another state is chosen, not when the same one is', () => {
    let state = listingFormReducer(newListingForm(), { type: 'location', patch: { state: 'Karnataka' } });
    state = listingFormReducer(state, { type: 'location', patch: { city: 'Bengaluru' } });
    expect(listingFormReducer(state, { type: 'location', patch: { state: 'Karnataka' } }).fields.location.city).toBe(
      'Bengaluru',
    );
    expect(listingFormReducer(state, { type: 'location', patch: { state: 'Goa' } }).fields.location.city).toBe('');
    expect(state.dirty).toBe(true);
  });

  it('keeps six digits of a pincode', () => {
    expect(pincodeInput('56-00 95')).toBe('560095');
    expect(pincodeInput('5600951234')).toBe('560095');
    expect(pincodeInput('abc')).toBe('');
  });

  it('offers five years of possession months and keeps a saved older one', () => {
    const now = new Date('2026-10-20T10:00:00.000Z');
    const months = possessionChoices(now);
    expect(months).toHaveLength(60);
    expect(months[0]).toEqual({ id: '2026-10', label: 'October 2026' });
    expect(months[59]!.id).toBe('2031-09');
    expect(possessionChoices(now, '2025-03')[0]).toEqual({ id: '2025-03', label: 'March 2025' });
    expect(possessionLabel('2027-06')).toBe('June 2027');
  });

  it('finds the first message in screen order', () => {
    expect(firstErrorIn(['purpose', 'title', 'photos'], { photos: 'x', title: 'y' })).toBe('title');
    expect(firstErrorIn(['purpose'], {})).toBeNull();
  });
});

describe('listing draft', () => {
  it('brings the fields back and names the photos to choose again', () => {
    const store = memoryStore();
    const key = listingDraftKey('user-1');
    const form = newListingForm();
    form.fields.title = 'Sea-facing 3 BHK';
    form.photos.files = [new File(['x'], 'balcony.png', { type: 'image/png' })];
    listingDraft.save(key, form, store);
    const restored = listingDraft.restore(key, newListingForm(), store);
    expect(restored?.state.fields.title).toBe('Sea-facing 3 BHK');
    expect(restored?.lostFiles).toEqual(['balcony.png']);
    expect(restored?.state.photos.files).toEqual([]);
  });

  it('keeps only the saved photos the listing still has, per listing key', () => {
    const store = memoryStore();
    const listing = aListing({ photos: [aPhoto('/a.jpg'), aPhoto('/b.jpg')] });
    const key = listingDraftKey('user-1', listing._id);
    expect(key).not.toBe(listingDraftKey('user-1'));
    listingDraft.save(
      key,
      { ...formOfListing(listing), photos: { files: [], savedUrls: ['/b.jpg', '/gone.jpg'] } },
      store,
    );
    expect(listingDraft.restore(key, formOfListing(listing), store)?.state.photos.savedUrls).toEqual(['/b.jpg']);
  });

  it('drops a damaged draft', () => {
    const store = memoryStore();
    store.setItem('k', '{"version":1,"fields":{}}');
    expect(listingDraft.restore('k', newListingForm(), store)).toBeNull();
    expect(store.items.has('k')).toBe(false);
    store.setItem('k', 'not json');
    expect(listingDraft.restore('k', newListingForm(), store)).toBeNull();
  });
});

describe('formOfListing with changes waiting (docs/review.md#revisions)', () => {
  it('starts from the waiting version, its photos too, so a second edit updates the same revision', () => {
    const live = aListing({ title: 'Live title', price: 9_500_000, photos: [aPhoto('/live.jpg')] });
    const version = { ...live, title: 'Changed title', price: 10_500_000, photos: [aPhoto('/changed.jpg')] };
    const revision = {
      state: 'pending_review' as const,
      submittedAt: '2026-11-27T05:30:00Z',
      updatedAt: '2026-11-27T05:30:00Z',
      version,
    };
    const form = formOfListing({ ...live, revision });
    expect(form.fields).toMatchObject({ title: 'Changed title', price: 10_500_000 });
    expect(form.photos.savedUrls).toEqual(['/changed.jpg']);
    expect(formOfListing(live).fields.title).toBe('Live title');
  });
});
