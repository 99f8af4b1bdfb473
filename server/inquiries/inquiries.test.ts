import { beforeAll, describe, expect, it } from 'vitest';
import { inquiryListSchema, type Inquiry, type Listing, type Session } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, useListingTestbed } from '../test/listings';
import { bearer } from '../test/testApp';
import { INQUIRIES_PER_HOUR } from './service';

describe.each(testDatabaseKinds())('inquiries on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let buyer: Session;
  let listing: Listing;
  beforeAll(async () => {
    buyer = await bed.t.signUp('Buyer');
    listing = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, listing._id);
  });

  const body = { name: 'Asha Rao', phone: '+91 91234 56789', message: 'Is it still available?' };
  const ask = (token: string | null, id = listing._id, payload: object = body) =>
    bed.t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/inquiries`,
      payload,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const inbox = async (token: string) =>
    inquiryListSchema.parse(
      (await bed.t.app.inject({ method: 'GET', url: '/api/me/inquiries', headers: bearer(token) })).json(),
    );
  const mark = (id: string, token: string, state: string) =>
    bed.t.app.inject({ method: 'PATCH', url: `/api/inquiries/${id}`, headers: bearer(token), payload: { state } });

  it('a signed-in buyer asks about an approved listing; a phone sent without consent is not kept', async () => {
    const response = await ask(buyer.token, listing._id, { ...body, email: 'asha@example.in' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(String),
      listingId: listing._id,
      listingTitle: listing.title,
      buyer: { name: 'Asha Rao' },
      message: 'Is it still available?',
      state: 'new',
      createdAt: expect.any(String),
      thread: [],
    });
    const owned = await bed.t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing._id}`,
      headers: bearer(bed.seller.token),
    });
    expect(owned.json<Listing>().inquiryCount).toBe(1);
  });

  it('refuses other roles, signed-out users, pending or missing listings and bad forms', async () => {
    expect((await ask(null)).statusCode).toBe(401);
    expect((await ask(bed.seller.token)).json()).toEqual({ message: 'Only buyers can send inquiries' });
    const pending = await createListing(bed.t.app, bed.seller.token);
    expect((await ask(buyer.token, pending._id)).statusCode).toBe(404);
    expect((await ask(buyer.token, 'missing')).statusCode).toBe(404);
    expect((await ask(buyer.token, listing._id, { ...body, name: '' })).json()).toEqual({
      message: 'Please enter your name',
    });
    expect((await ask(buyer.token, listing._id, { ...body, phone: '12345' })).json()).toEqual({
      message: 'Please enter a valid 10-digit Indian mobile number',
    });
    expect((await ask(buyer.token, listing._id, { ...body, message: ' ' })).json()).toEqual({
      message: 'Please enter a message',
    });
  });

  it('the owner sees them newest first and marks them read or replied; others cannot', async () => {
    bed.t.clock.advance(1000);
    await ask(buyer.token, listing._id, { ...body, message: 'Second question' });
    const mine = await inbox(bed.seller.token);
    expect(mine.map((i) => i.message)).toEqual(['Second question', 'Is it still available?']);
    expect(JSON.stringify(mine)).not.toContain('asha@example.in');
    const stranger = await bed.t.signUp('Seller');
    expect(await inbox(stranger.token)).toEqual([]);
    expect((await mark(mine[0]!._id, stranger.token, 'read')).statusCode).toBe(404);
    expect((await mark(mine[0]!._id, buyer.token, 'read')).statusCode).toBe(404);
    expect((await mark(mine[0]!._id, bed.seller.token, 'archived')).statusCode).toBe(400);
    expect((await mark(mine[0]!._id, bed.seller.token, 'replied')).json<Inquiry>().state).toBe('replied');
    expect((await inbox(bed.seller.token))[0]!.state).toBe('replied');
    expect(
      (await bed.t.app.inject({ method: 'GET', url: '/api/me/inquiries', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
  });

  it(`limits a buyer to ${INQUIRIES_PER_HOUR} inquiries an hour`, async () => {
    bed.t.clock.advance(2 * 60 * 60 * 1000);
    const eager = await bed.t.signUp('Buyer');
    for (let i = 0; i < INQUIRIES_PER_HOUR; i += 1) expect((await ask(eager.token)).statusCode).toBe(201);
    const limited = await ask(eager.token);
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { message: 'You have sent too many inquiries. Please try again later.' },
    ]);
    bed.t.clock.advance(60 * 60 * 1000 + 1);
    expect((await ask(eager.token)).statusCode).toBe(201);
  });
});
