import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  inquiryMessages as inquiryRefusals,
  listingMessages,
  MAX_THREAD_MESSAGES,
  THREAD_MESSAGES_PER_HOUR,
  type Listing,
  type Session,
} from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, useListingTestbed } from '../test/listings';
import { bearer } from '../test/testApp';
import { INQUIRIES_PER_HOUR } from '../inquiries/routes';

/**
 * Issue #30, hole 4: a quota is a count then an insert, so on PostgreSQL a burst of parallel requests
 * all counted below the limit and all inserted. Each burst here must stop at the limit exactly.
 */
describe.each(testDatabaseKinds())('per-user quotas under a burst of parallel requests on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let listing: Listing;
  beforeAll(async () => {
    listing = await createListing(bed.t.app, bed.seller.token);
    await approveListing(bed.t.app, bed.staff, listing._id);
  });

  const ask = (buyer: Session) =>
    bed.t.app.inject({
      method: 'POST',
      url: apiPaths.listingInquiries(listing._id),
      headers: bearer(buyer.token),
      payload: { name: 'Asha Rao', message: 'Is it still available?' },
    });
  const write = (inquiryId: string, author: Session, text: string) =>
    bed.t.app.inject({
      method: 'POST',
      url: apiPaths.inquiryMessages(inquiryId),
      headers: bearer(author.token),
      payload: { text },
    });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});
  const burst = <T>(n: number, call: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => call(i)));

  it(`30 inquiries at once from one buyer: ${INQUIRIES_PER_HOUR} sent, the rest refused with 429`, async () => {
    const buyer = await bed.t.signUp('Buyer');
    const responses = await burst(30, () => ask(buyer));
    expect(statuses(responses)).toEqual({ 201: INQUIRIES_PER_HOUR, 429: 30 - INQUIRIES_PER_HOUR });
    expect(responses.find((r) => r.statusCode === 429)!.json()).toEqual({ message: listingMessages.tooManyInquiries });
  });

  it(`40 thread messages at once from one person: ${THREAD_MESSAGES_PER_HOUR} written, the rest refused with 429`, async () => {
    const buyer = await bed.t.signUp('Buyer');
    const inquiry = (await ask(buyer)).json<{ _id: string }>()._id;
    const responses = await burst(40, (i) => write(inquiry, buyer, `Question ${i}`));
    expect(statuses(responses)).toEqual({ 201: THREAD_MESSAGES_PER_HOUR, 429: 40 - THREAD_MESSAGES_PER_HOUR });
    expect(responses.find((r) => r.statusCode === 429)!.json()).toEqual({ message: inquiryRefusals.tooManyMessages });
  });

  it(`both sides writing at once fill a thread to ${MAX_THREAD_MESSAGES} messages, never more`, async () => {
    const buyer = await bed.t.signUp('Buyer');
    const inquiry = (await ask(buyer)).json<{ _id: string }>()._id;
    const responses = await burst(2 * THREAD_MESSAGES_PER_HOUR, (i) =>
      write(inquiry, i % 2 === 0 ? buyer : bed.seller, `Message ${i}`),
    );
    const full = 2 * THREAD_MESSAGES_PER_HOUR - MAX_THREAD_MESSAGES;
    expect(statuses(responses)).toEqual({ 201: MAX_THREAD_MESSAGES, 409: full });
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({ message: inquiryRefusals.threadFull });
  });
});
