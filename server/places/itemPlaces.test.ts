import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  builderProjectSchema,
  listingListSchema,
  listingSchema,
  PINCODE_CACHE_CONTROL,
  placeMessages,
  type BuilderProject,
  type Pin,
} from '@/api/contract';
import { haversineKm } from '@/api/contract/coordinates';
import { searchItems } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  createListing,
  listingFields,
  listingPhotos,
  sendListing,
  useListingTestbed,
} from '../test/listings';
import { createProject, projectFields, projectFiles, sendProject, useProjectTestbed } from '../test/projects';
import { bearer, type TestApp } from '../test/testApp';
import { pincodeCentre } from './pincodeCentres';

// docs/map.md#the-pin: the owner's pin through create and edit, the place of an item saved without
// one, the published place the public keeps while an edit waits, and the pincode endpoint.

const indiranagar = pincodeCentre('560038')!;
const pinA: Pin = { lat: 12.9784, lng: 77.6408 };
const pinB: Pin = { lat: 12.9716, lng: 77.5946 };

const readModelPlace = async (t: TestApp, id: string) => {
  const [row] = await t.app.services.db
    .select({ lat: searchItems.lat, lng: searchItems.lng })
    .from(searchItems)
    .where(eq(searchItems.id, id));
  return row;
};

describe.each(testDatabaseKinds())('listing pins on $name', (kind) => {
  const bed = useListingTestbed(kind);
  const publicListing = async (id: string) =>
    listingSchema.parse((await bed.t.app.inject({ method: 'GET', url: apiPaths.listing(id) })).json());
  const edit = async (id: string, change: Parameters<typeof listingFields>[1]) => {
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields('flat', change), { photos: [] }, id);
    expect(response.statusCode, response.body).toBe(200);
    return listingSchema.parse(response.json());
  };

  it('saves the pin sent with a create, exact', async () => {
    const listing = await createListing(bed.t.app, bed.seller.token, listingFields('flat', { place: pinA }));
    expect(listing.place).toEqual({ ...pinA, approximate: false });
  });

  it("puts a listing saved without a pin at its pincode's centre, approximate", async () => {
    const listing = await createListing(bed.t.app, bed.seller.token, listingFields('flat'));
    expect(listing.place).toMatchObject({ approximate: true });
    expect(haversineKm([listing.place!.lat, listing.place!.lng], indiranagar)).toBeLessThanOrEqual(0.41);
  });

  it('refuses a pin outside India, half a pin, or one that is not JSON, readably', async () => {
    const refusal = async (place: string) => {
      const form = (await import('@/api/listingFormData')).toListingFormData(listingFields(), {
        photos: await listingPhotos(),
      });
      form.set('place', place);
      const response = await bed.t.app.inject({
        method: 'POST',
        url: apiPaths.listings,
        payload: form,
        headers: bearer(bed.seller.token),
      });
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    expect(await refusal(JSON.stringify({ lat: 51.5, lng: -0.12 }))).toEqual([400, placeMessages.outsideIndia]);
    expect(await refusal(JSON.stringify({ lat: 12.97 }))).toEqual([400, placeMessages.notAPin]);
    expect(await refusal(JSON.stringify({ lat: '12.97', lng: 77.6 }))).toEqual([400, placeMessages.notAPin]);
    expect(await refusal('{lat')).toEqual([400, 'place is not valid JSON']);
  });

  it('keeps the published place for the public until staff approve a moved pin', async () => {
    const created = await createListing(bed.t.app, bed.seller.token, listingFields('flat', { place: pinA }));
    await approveListing(bed.t.app, bed.staff, created._id);
    const owners = await edit(created._id, { place: pinB });
    expect(owners.place).toEqual({ ...pinA, approximate: false });
    expect(owners.revision).toMatchObject({
      state: 'pending_review',
      version: { place: { ...pinB, approximate: false } },
    });

    expect((await publicListing(created._id)).place).toEqual({ ...pinA, approximate: false });
    expect(await readModelPlace(bed.t, created._id)).toEqual(pinA);
    // Staff review the proposed pin beside the published one.
    const queue = await bed.t.app.inject({
      method: 'GET',
      url: apiPaths.staffListingQueue,
      headers: bearer(bed.staff),
    });
    const waiting = listingListSchema.parse(queue.json()).find((listing) => listing._id === created._id)!;
    expect(waiting.place).toEqual({ ...pinA, approximate: false });
    expect(waiting.revision?.version.place).toEqual({ ...pinB, approximate: false });

    await approveListing(bed.t.app, bed.staff, created._id);
    expect((await publicListing(created._id)).place).toEqual({ ...pinB, approximate: false });
    expect(await readModelPlace(bed.t, created._id)).toEqual(pinB);
  });

  it('keeps the pin through an edit sent without one (a price step goes live at once)', async () => {
    const created = await createListing(bed.t.app, bed.seller.token, listingFields('flat', { place: pinA }));
    await approveListing(bed.t.app, bed.staff, created._id);
    const edited = await edit(created._id, { price: 5_100_000 });
    expect(edited.revision).toBeUndefined();
    expect(edited.price).toBe(5_100_000);
    expect(edited.place).toEqual({ ...pinA, approximate: false });
  });

  it("answers the distance to the locality's centre for a pin, none for an approximate place", async () => {
    const live = async (place?: Pin) => {
      const created = await createListing(bed.t.app, bed.seller.token, listingFields('flat', place && { place }));
      await approveListing(bed.t.app, bed.staff, created._id);
      return publicListing(created._id);
    };
    await live(pinA);
    const pinned = await live(pinB);
    const approximate = await live();
    // The centre is the median of the three places: the pinned flat stands kilometres off it.
    expect(pinned.kmFromLocalityCentre).toBeGreaterThan(1);
    expect(approximate.place).toMatchObject({ approximate: true });
    expect(approximate.kmFromLocalityCentre).toBeNull();
  });

  it('moves an approximate place with a new pincode, and keeps it while the pincode stays', async () => {
    const created = await createListing(bed.t.app, bed.seller.token, listingFields('flat'));
    const same = await edit(created._id, { title: 'Renamed flat' });
    expect(same.place).toEqual(created.place);
    const location = { ...listingFields().location, city: 'Pune', state: 'Maharashtra', pincode: '411045' };
    const moved = await edit(created._id, { location });
    expect(haversineKm([moved.place!.lat, moved.place!.lng], pincodeCentre('411045')!)).toBeLessThanOrEqual(0.41);
    expect(moved.place?.approximate).toBe(true);
  });
});

describe.each(testDatabaseKinds())('project pins on $name', (kind) => {
  const bed = useProjectTestbed(kind);

  it('saves a project pin, and keeps the published one public while a moved pin waits', async () => {
    const project = await createProject(bed.t.app, bed.builder.token, 'villa', { place: pinA });
    expect(project.place).toEqual({ ...pinA, approximate: false });
    await bed.approve(project._id);
    const files = await projectFiles({ bannerPhoto: null, blueprintPhotos: [] });
    const response = await sendProject(
      bed.t.app,
      bed.builder.token,
      projectFields('villa', { place: pinB }),
      files,
      project._id,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(builderProjectSchema.parse(response.json()).revision?.version.place).toEqual({
      ...pinB,
      approximate: false,
    });
    const seen = builderProjectSchema.parse((await bed.get(project._id)).json());
    expect(seen.place).toEqual({ ...pinA, approximate: false });
    expect(await readModelPlace(bed.t, project._id)).toEqual(pinA);
    const staff = await bed.t.signUp('Buyer');
    await (await import('../review/staff')).makeStaff(bed.t.app.services.db, staff.email);
    const queue = await bed.t.app.inject({ method: 'GET', url: apiPaths.reviewQueue, headers: bearer(staff.token) });
    const waiting = queue.json<BuilderProject[]>().find((item) => item._id === project._id)!;
    expect([waiting.place, waiting.revision?.version.place]).toEqual([
      { ...pinA, approximate: false },
      { ...pinB, approximate: false },
    ]);
  });

  it("puts a project saved without a pin at its pincode's centre, approximate", async () => {
    const project = await createProject(bed.t.app, bed.builder.token, 'villa');
    expect(project.place?.approximate).toBe(true);
    expect(haversineKm([project.place!.lat, project.place!.lng], indiranagar)).toBeLessThanOrEqual(0.41);
  });
});

describe.each(testDatabaseKinds())('GET /api/pincodes/{pincode} on $name', (kind) => {
  const bed = useProjectTestbed(kind);
  const get = (pincode: string) => bed.t.app.inject({ method: 'GET', url: apiPaths.pincodeCentre(pincode) });

  it("answers a pincode's centre, cacheable by anyone for a day", async () => {
    const response = await get('560038');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pincode: '560038', lat: indiranagar[0], lng: indiranagar[1] });
    expect(response.headers['cache-control']).toBe(PINCODE_CACHE_CONTROL);
  });

  it('answers 404 for a pincode it has no place for, 400 for one that is not six digits', async () => {
    expect([(await get('999999')).statusCode, (await get('999999')).json().message]).toEqual([
      404,
      placeMessages.unknownPincode,
    ]);
    expect([(await get('56003')).statusCode, (await get('56003x')).json().message]).toEqual([
      400,
      placeMessages.notAPincode,
    ]);
  });
});
