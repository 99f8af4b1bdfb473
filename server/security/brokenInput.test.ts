import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/api/contract';
import { toListingFormData } from '@/api/listingFormData';
import { listingFields, listingPhotos } from '../test/listings';
import { testDatabaseKinds } from '../test/databases';
import { bearer, useTestApp } from '../test/testApp';

/**
 * Input no client of ours sends, from the outside probe (issue 16): NUL characters where text
 * goes (PostgreSQL cannot store them) and multipart bodies that are cut short or have no
 * boundary. Each is a 400 with a readable message, never a 500.
 */
const RUNS = 20;

describe.each(testDatabaseKinds())('NUL characters and broken multipart on %s', (kind) => {
  const bed = useTestApp(kind, { seller: 'Seller', builder: 'Builder' });

  function expectBadRequest(response: { statusCode: number; body: string }) {
    const context = `${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, context).toBe(400);
    const { message } = JSON.parse(response.body) as { message?: string };
    expect(message?.length, context).toBeGreaterThan(10);
  }

  /** Text with NUL characters somewhere in it. */
  const withNul = fc
    .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
    .map(([before, after]) => `${before}\u0000${after}`);

  it('refuses NUL in a path id, a query and a JSON text field with 400', async () => {
    const calls = [
      (text: string) => ({ method: 'GET' as const, url: apiPaths.listing(text) }),
      (text: string) => ({ method: 'GET' as const, url: apiPaths.builderByUsername(text) }),
      (text: string) => ({ method: 'GET' as const, url: apiPaths.builderProject(text) }),
      (text: string) => ({ method: 'GET' as const, url: `${apiPaths.listings}?city=${encodeURIComponent(text)}` }),
      (text: string) => ({ method: 'GET' as const, url: `${apiPaths.listings}?q=${encodeURIComponent(text)}` }),
      (text: string) => ({
        method: 'POST' as const,
        url: apiPaths.login,
        payload: { email: `a${text}@b.in`, password: text, role: 'Buyer' },
      }),
      (text: string) => ({
        method: 'PUT' as const,
        url: apiPaths.builderMeProfile,
        payload: { companyName: text },
        headers: bearer(bed.builder.token),
      }),
      (text: string) => ({
        method: 'POST' as const,
        url: apiPaths.favourites,
        payload: { propertyId: text },
        headers: bearer(bed.seller.token),
      }),
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), withNul, async (call, text) => {
        expectBadRequest(await bed.t.app.inject(call(text)));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses NUL in a multipart text field with 400', async () => {
    const photos = await listingPhotos(1);
    await fc.assert(
      fc.asyncProperty(withNul, fc.constantFrom('title', 'description', 'locality'), async (text, field) => {
        const fields = listingFields('flat');
        const changed =
          field === 'locality'
            ? { ...fields, location: { ...fields.location, locality: text } }
            : { ...fields, [field]: text };
        const response = await bed.t.app.inject({
          method: 'POST',
          url: apiPaths.listings,
          headers: bearer(bed.seller.token),
          payload: toListingFormData(changed, { photos }),
        });
        expectBadRequest(response);
      }),
      { numRuns: RUNS },
    );
  });

  /** A real listing form as the bytes the browser sends, and its content type. */
  async function listingBody() {
    const request = new Request('http://x/', {
      method: 'POST',
      body: toListingFormData(listingFields('flat'), { photos: await listingPhotos(1) }),
    });
    return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
  }

  it('refuses a multipart body cut short at any byte with 400', async () => {
    const { bytes, type } = await listingBody();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: bytes.length - 10 }), async (end) => {
        const response = await bed.t.app.inject({
          method: 'POST',
          url: apiPaths.listings,
          headers: { ...bearer(bed.seller.token), 'content-type': type },
          payload: bytes.subarray(0, end),
        });
        expectBadRequest(response);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses multipart/form-data without a boundary, or with one the body does not use, with 400', async () => {
    const { bytes } = await listingBody();
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=nope',
    ]) {
      for (const url of [apiPaths.listings, apiPaths.builderProjects, apiPaths.builderMeProfilePhoto]) {
        const token = url === apiPaths.listings ? bed.seller.token : bed.builder.token;
        const response = await bed.t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(token), 'content-type': type },
          payload: bytes,
        });
        expectBadRequest(response);
      }
    }
  });
});
