import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  CONFIRM_LISTING_PAGE,
  DAY_MS,
  freshnessMessages,
  linkConfirmationSchema,
  PAUSE_AFTER_DAYS,
} from '@/api/contract';
import * as pages from '@/app/pages';
import { routes } from '@/app/routes';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, search, staffToken } from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';

/**
 * docs/listings.md#confirm-link, end to end: the link in the reminder e-mail opens the app's
 * /confirm-listing page, and the token that page sends confirms the listing, paused or not. Here
 * beside the server's rendering, the one part of the server that reads the app's route table.
 */
describe.each(testDatabaseKinds())('the reminder e-mail’s link on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const inSearch = async (title: string) => (await search(t.app, { q: title })).items.some((i) => i.title === title);

  it('opens the confirm page, whose token brings a paused listing back to search', async () => {
    const seller = await t.signUp('Seller');
    const title = 'Mailed link flat in Baner';
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title }));
    await approveListing(t.app, await staffToken(t), listing._id);

    t.clock.advance(26 * DAY_MS);
    await t.app.services.jobs.runDue();
    const [mail] = t.app.services.mailer.outbox().filter((m) => m.to === seller.email && m.subject.startsWith('Is "'));
    const [address] = /https?:\/\/\S+/.exec(mail!.text) ?? [];
    const link = new URL(address!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.app.services.config.publicUrl}${CONFIRM_LISTING_PAGE}`);
    // The address is a page of the app's route table, not the not-found page.
    const page = matchRoutes(routes, link.pathname)?.at(-1)?.route.element;
    expect((page as { type?: unknown } | undefined)?.type).toBe(pages.ConfirmListingPage);

    // The owner reads the e-mail late: the listing has been paused meanwhile.
    t.clock.advance((PAUSE_AFTER_DAYS - 26) * DAY_MS + 60_000);
    await t.app.services.jobs.runDue();
    expect(await inSearch(title)).toBe(false);

    // What the page sends: the token from its address, no sign-in.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: apiPaths.confirmListingByLink,
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(linkConfirmationSchema.parse(confirmed.json())).toEqual({
      message: freshnessMessages.confirmed,
      listing: { _id: listing._id, title },
    });
    expect(await inSearch(title)).toBe(true);
    const visitor = await t.app.inject({ url: apiPaths.listing(listing._id) });
    expect(visitor.statusCode).toBe(200);
  });
});
