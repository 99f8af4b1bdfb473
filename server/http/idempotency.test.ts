import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, IDEMPOTENCY_KEY_LIFETIME_MS, idempotencyMessages, type Listing, type Session } from '@/api/contract';
import { toListingFormData } from '@/api/listingFormData';
import { toProjectFormData } from '@/api/projectFormData';
import { builderProjects, idempotencyKeys, inquiries, inquiryMessages, listings, savedSearches } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, listingPhotos, useListingTestbed } from '../test/listings';
import { projectFields, projectFiles } from '../test/projects';
import { bearer } from '../test/testApp';

/**
 * docs/api.md#idempotency (issue #30, hole 11): a write whose answer was lost (a reset connection,
 * the database killed after its commit) is retried with the same key and answered again, never
 * written twice.
 */
describe.each(testDatabaseKinds())('Idempotency-Key on the creating writes on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let buyer: Session;
  let listing: Listing;
  beforeAll(async () => {
    buyer = await bed.t.signUp('Buyer');
    listing = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, listing._id);
  });

  const db = () => bed.t.app.services.db;
  const post = (url: string, token: string, payload: object | FormData, key?: string) =>
    bed.t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const inquiry = { name: 'Asha Rao', message: 'Is it still available?' };
  const ask = (key?: string, payload: object = inquiry, token = buyer.token) =>
    post(apiPaths.listingInquiries(listing._id), token, payload, key);
  const inquiriesOf = async (buyerId: string) =>
    (await db().select({ n: count() }).from(inquiries).where(eq(inquiries.buyerId, buyerId)))[0]!.n;

  it('a repeated key answers the first answer again, with the same id, and writes once', async () => {
    const asker = await bed.t.signUp('Buyer');
    const key = randomUUID();
    const first = await ask(key, inquiry, asker.token);
    const again = await ask(key, inquiry, asker.token);
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await inquiriesOf(asker._id)).toBe(1);
    // Another key is another inquiry.
    expect((await ask(randomUUID(), inquiry, asker.token)).json()).not.toEqual(first.json());
    expect(await inquiriesOf(asker._id)).toBe(2);
  });

  it('the same key with another body or on another path is refused with 422, and nothing is written', async () => {
    const asker = await bed.t.signUp('Buyer');
    const key = randomUUID();
    expect((await ask(key, inquiry, asker.token)).statusCode).toBe(201);
    const changed = await ask(key, { ...inquiry, message: 'And the price?' }, asker.token);
    expect([changed.statusCode, changed.json()]).toEqual([422, { message: idempotencyMessages.reusedKey }]);
    const elsewhere = await post(apiPaths.savedSearches, asker.token, { name: 'Pune', query: 'city=Pune' }, key);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([422, { message: idempotencyMessages.reusedKey }]);
    expect(await inquiriesOf(asker._id)).toBe(1);
    expect((await db().select().from(savedSearches).where(eq(savedSearches.userId, asker._id))).length).toBe(0);
  });

  it('a key is its user’s: another user’s same key is their own request', async () => {
    const [one, two] = [await bed.t.signUp('Buyer'), await bed.t.signUp('Buyer')];
    const key = randomUUID();
    const mine = await ask(key, inquiry, one.token);
    const theirs = await ask(key, inquiry, two.token);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json<{ _id: string }>()._id).not.toBe(mine.json<{ _id: string }>()._id);
  });

  it('the write committed but the answer was lost on the wire: the retry is answered, not written again', async () => {
    const asker = await bed.t.signUp('Buyer');
    const key = randomUUID();
    const baseUrl = new URL(await bed.t.listen());
    // The connection is cut as soon as the answer starts: the client never reads it (a reset).
    await new Promise<void>((resolve, reject) => {
      const body = JSON.stringify(inquiry);
      const sent = httpRequest(
        {
          host: baseUrl.hostname,
          port: baseUrl.port,
          method: 'POST',
          path: apiPaths.listingInquiries(listing._id),
          headers: {
            ...bearer(asker.token),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': key,
          },
        },
        (response) => {
          sent.destroy();
          response.on('close', resolve).on('error', resolve);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(await inquiriesOf(asker._id)).toBe(1);
    const retry = await ask(key, inquiry, asker.token);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await inquiriesOf(asker._id)).toBe(1);
  });

  it('the same key sent 10 times at once (a double submit, a retry racing the first) writes once', async () => {
    const asker = await bed.t.signUp('Buyer');
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => ask(key, inquiry, asker.token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json<{ _id: string }>()._id)).size).toBe(1);
    expect(await inquiriesOf(asker._id)).toBe(1);
  });

  it('a repeated thread message and saved search are answered again, written once', async () => {
    const asker = await bed.t.signUp('Buyer');
    const inquiryId = (await ask(randomUUID(), inquiry, asker.token)).json<{ _id: string }>()._id;
    const messageKey = randomUUID();
    const messages = await Promise.all(
      [1, 2, 3].map(() => post(apiPaths.inquiryMessages(inquiryId), asker.token, { text: 'Any parking?' }, messageKey)),
    );
    expect(new Set(messages.map((r) => `${r.statusCode} ${r.json<{ _id: string }>()._id}`)).size).toBe(1);
    const written = await db().select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiryId));
    expect(written).toHaveLength(1);

    const searchKey = randomUUID();
    const search = { name: 'Baner', query: 'city=Pune&q=Baner' };
    const first = await post(apiPaths.savedSearches, asker.token, search, searchKey);
    // Without the key the same search is refused as already saved; with it, the first answer comes back.
    const again = await post(apiPaths.savedSearches, asker.token, search, searchKey);
    expect([first.statusCode, again.statusCode, again.json()]).toEqual([201, 201, first.json()]);
    expect((await post(apiPaths.savedSearches, asker.token, search)).statusCode).toBe(409);
  });

  it('posting a listing or a project: the same photos and fields with the same key make one', async () => {
    const key = randomUUID();
    const form = async () =>
      toListingFormData(listingFields('flat', { title: 'Idempotent flat' }), { photos: await listingPhotos(2) });
    const first = await post(apiPaths.listings, bed.seller.token, await form(), key);
    const again = await post(apiPaths.listings, bed.seller.token, await form(), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json<Listing>()._id).toBe(first.json<Listing>()._id);
    expect(await db().select().from(listings).where(eq(listings.title, 'Idempotent flat'))).toHaveLength(1);
    const otherPhotos = toListingFormData(listingFields('flat', { title: 'Idempotent flat' }), {
      photos: await listingPhotos(3),
    });
    expect((await post(apiPaths.listings, bed.seller.token, otherPhotos, key)).statusCode).toBe(422);

    const builder = await bed.t.signUp('Builder');
    const projectKey = randomUUID();
    const project = async () =>
      toProjectFormData(projectFields('villa', { projectName: 'Once Villas' }), await projectFiles());
    const made = await Promise.all(
      [1, 2].map(async () => post(apiPaths.builderProjects, builder.token, await project(), projectKey)),
    );
    expect(made.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(made[1]!.json<{ _id: string }>()._id).toBe(made[0]!.json<{ _id: string }>()._id);
    expect(
      await db().select().from(builderProjects).where(eq(builderProjects.projectName, 'Once Villas')),
    ).toHaveLength(1);
  });

  it('a refused write keeps no key: its retry runs again', async () => {
    const seller = bed.seller;
    const key = randomUUID();
    const refused = await ask(key, inquiry, seller.token);
    expect(refused.statusCode).toBe(403);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
  it('a key is forgotten after 24 hours (a new request then), and a malformed key is refused', async () => {
    const asker = await bed.t.signUp('Buyer');
    const key = randomUUID();
    expect((await ask(key, inquiry, asker.token)).statusCode).toBe(201);
    bed.t.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS + 60_000);
    const later = await ask(key, inquiry, asker.token);
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect(await inquiriesOf(asker._id)).toBe(2);
    const stored = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, asker._id));
    expect(stored).toHaveLength(1);
    const bad = await ask('short', inquiry, asker.token);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: idempotencyMessages.badKey }]);
  });
});
