import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type BuilderProject, type Listing } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, listingFields, listingPhotos, search, sendListing, staffToken } from '../test/listings';
import { createProject, fileOf, projectFields, projectFiles, sendProject, testImage } from '../test/projects';
import { bearer, useTestApp } from '../test/testApp';

/** docs/review.md#revisions: what the public reads is the published version, never the owner's waiting edit. */
describe.each(testDatabaseKinds())('published versions and revisions on $name', (kind) => {
  const bed = useTestApp(kind, { seller: 'Seller', builder: 'Builder', buyer: 'Buyer' });
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(bed.t);
  });
  const app = () => bed.t.app;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    app().inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const favourite = (id: string) => call('POST', apiPaths.favourites, bed.buyer.token, { propertyId: id });
  const favourites = async () =>
    (await call('GET', apiPaths.favourites, bed.buyer.token)).json<{
      favorites: { _id: string; title: string; price: number; coverPhoto?: string }[];
    }>().favorites;
  /** Every URL a public reader of the item can reach: its page, search and a buyer's favourites. */
  const publicText = async (id: string, path: string) =>
    JSON.stringify([(await call('GET', path)).json(), await search(app()), await favourites(), id]);

  /** The texts of a user's notifications, newest first. */
  const noticesOf = async (token: string) =>
    (await call('GET', '/api/me/notifications', token))
      .json<{ notifications: { text: string }[] }>()
      .notifications.map((n) => n.text);

  /** Photos no other listing here has: names are content hashes, so the same bytes would be one photo. */
  let colours = 0;
  const newPhotos = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () =>
        fileOf(
          await testImage('jpeg', `#${(0x102030 + (colours += 1) * 0x0a0b0c).toString(16)}`),
          'new.jpg',
          'image/jpeg',
        ),
      ),
    );
  async function liveListing(title: string) {
    const created = await sendListing(app(), bed.seller.token, listingFields('flat', { title }), {
      photos: await newPhotos(2),
    });
    const listing = created.json<Listing>();
    await approveListing(app(), staff, listing._id);
    await favourite(listing._id);
    return listing;
  }
  const editListing = async (listing: Listing, change: Parameters<typeof listingFields>[1], photos = 0) =>
    (
      await sendListing(
        app(),
        bed.seller.token,
        listingFields('flat', { title: listing.title, ...change }),
        { photos: await newPhotos(photos), keptPhotos: listing.photos.map((photo) => photo.url) },
        listing._id,
      )
    ).json<Listing>();

  it('an edit of a live listing waits: search, page and favourites keep the old text and photos; no new photo is public', async () => {
    const listing = await liveListing('Sea view flat');
    const edited = await editListing(
      listing,
      { title: 'Sea view flat, renovated', description: 'A new kitchen and fresh paint' },
      1,
    );
    expect(edited.revision).toMatchObject({ state: 'pending_review', version: { title: 'Sea view flat, renovated' } });
    const newPhoto = edited.revision!.version.photos[2]!.url;
    expect(edited.photos).toEqual(listing.photos);

    const page = (await call('GET', apiPaths.listing(listing._id))).json<Listing>();
    expect([page.title, page.revision]).toEqual(['Sea view flat', undefined]);
    expect((await favourites()).find((f) => f._id === listing._id)?.title).toBe('Sea view flat');
    expect((await search(app(), { q: 'Sea view' })).items.map((i) => i.title)).toContain('Sea view flat');
    const publicAnswers = await publicText(listing._id, apiPaths.listing(listing._id));
    expect(publicAnswers).not.toContain('renovated');
    expect(publicAnswers).not.toContain(newPhoto.replace(/\.\w+$/, ''));
    // The buyer, signed in, reads the published version too.
    expect(
      (await call('GET', apiPaths.listing(listing._id), bed.buyer.token)).json<Listing>().revision,
    ).toBeUndefined();
  });

  it('a second edit updates the same revision; staff see it in the queue beside the published version and approve it', async () => {
    const listing = await liveListing('Garden flat');
    const first = await editListing(listing, { title: 'Garden flat with terrace' });
    bed.t.clock.advance(60_000);
    const second = await editListing(listing, { title: 'Garden flat with a big terrace' });
    expect(second.revision!.submittedAt).toBe(first.revision!.submittedAt);
    expect(second.revision!.updatedAt > first.revision!.updatedAt).toBe(true);

    const queue = (await call('GET', apiPaths.staffListingQueue, staff)).json<Listing[]>();
    const waiting = queue.filter((item) => item._id === listing._id);
    expect(waiting.map((item) => [item.title, item.revision?.version.title])).toEqual([
      ['Garden flat', 'Garden flat with a big terrace'],
    ]);

    await approveListing(app(), staff, listing._id);
    const page = (await call('GET', apiPaths.listing(listing._id))).json<Listing>();
    expect([page.title, page.reviewState]).toEqual(['Garden flat with a big terrace', 'approved']);
    expect((await favourites()).find((f) => f._id === listing._id)?.title).toBe('Garden flat with a big terrace');
    const mine = (await call('GET', apiPaths.listing(listing._id), bed.seller.token)).json<Listing>();
    expect(mine.revision).toBeUndefined();
    expect((await call('GET', apiPaths.staffListingQueue, staff)).json<Listing[]>().map((i) => i._id)).not.toContain(
      listing._id,
    );
    // docs/notifications.md#kinds: the owner is told, in the list and by mail.
    await expect(noticesOf(bed.seller.token)).resolves.toContain(
      'Your changes to "Garden flat" were approved and are now public',
    );
  });

  /** The ids of `items` in the order the queue at `path` lists them. */
  const queueOrder = async (path: string, items: { _id: string }[]) => {
    const queue = (await call('GET', path, staff)).json<{ _id: string }[]>().map((item) => item._id);
    return queue.filter((id) => items.some((item) => item._id === id));
  };

  it('the queues put the longest-waiting first: a live item waits since its edit, a new one since it was sent', async () => {
    /** A new listing and a new project, both waiting for review. */
    const sendNew = async (name: string) => ({
      listing: (
        await sendListing(app(), bed.seller.token, listingFields('flat', { title: `${name} flat` }), {
          photos: await listingPhotos(),
        })
      ).json<Listing>(),
      project: await createProject(app(), bed.builder.token, 'villa', { projectName: `${name} Meadows` }),
    });
    const listing = await liveListing('Flat posted first, edited later');
    const project = await createProject(app(), bed.builder.token, 'villa', { projectName: 'Early Meadows' });
    await call('POST', apiPaths.approveProject(project._id), staff);
    bed.t.clock.advance(60_000);
    const sentBefore = await sendNew('Before');
    bed.t.clock.advance(60_000);
    await editListing(listing, { title: 'Flat posted first, now with a balcony' });
    const files = await projectFiles({ bannerPhoto: null, blueprintPhotos: [], keptMedia: project.media });
    const edit = projectFields('villa', { projectName: 'Early Meadows', description: 'Now with a swimming pool' });
    await sendProject(app(), bed.builder.token, edit, files, project._id);
    bed.t.clock.advance(60_000);
    const sentAfter = await sendNew('After');

    const listings = [sentBefore.listing, listing, sentAfter.listing];
    expect(await queueOrder(apiPaths.staffListingQueue, listings)).toEqual(listings.map((l) => l._id));
    const projects = [sentBefore.project, project, sentAfter.project];
    expect(await queueOrder(apiPaths.reviewQueue, projects)).toEqual(projects.map((p) => p._id));
  });

  it('a rejected edit leaves the published version live and tells the owner why; the owner withdraws it', async () => {
    const listing = await liveListing('Corner flat');
    await editListing(listing, { title: 'Corner flat, call 98xxxxxx' });
    const rejected = await call('POST', apiPaths.staffRejectListing(listing._id), staff, {
      reason: 'Phone numbers go in the contact details, not the title',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await call('GET', apiPaths.myListings, bed.seller.token))
      .json<Listing[]>()
      .find((item) => item._id === listing._id)!;
    expect(mine).toMatchObject({
      title: 'Corner flat',
      reviewState: 'approved',
      revision: { state: 'rejected', reason: 'Phone numbers go in the contact details, not the title' },
    });
    expect((await call('GET', apiPaths.listing(listing._id))).json<Listing>().title).toBe('Corner flat');
    expect((await call('POST', apiPaths.staffApproveListing(listing._id), staff)).statusCode).toBe(409);
    await expect(noticesOf(bed.seller.token)).resolves.toContain(
      'Your changes to "Corner flat" were not approved: Phone numbers go in the contact details, not the title',
    );
    await app().services.jobs.runDue();
    const mails = app()
      .services.mailer.outbox()
      .filter((m) => m.to === bed.seller.email);
    expect(mails.some((m) => m.text.includes('Your changes to "Corner flat" were not approved'))).toBe(true);

    const withdrawn = await call('DELETE', apiPaths.listingRevision(listing._id), bed.seller.token);
    expect(withdrawn.json()).toMatchObject({ listing: { title: 'Corner flat' } });
    expect(withdrawn.json<{ listing: Listing }>().listing.revision).toBeUndefined();
    expect((await call('DELETE', apiPaths.listingRevision(listing._id), bed.seller.token)).statusCode).toBe(404);
    expect((await call('DELETE', apiPaths.listingRevision(listing._id), bed.buyer.token)).statusCode).toBe(403);
  });

  it('photos: a withdrawn edit takes its new photos out of storage; an approved edit removes the photos it dropped', async () => {
    const listing = await liveListing('Photo flat');
    const withNew = await editListing(listing, { title: 'Photo flat, new photo' }, 1);
    const newPhoto = withNew.revision!.version.photos[2]!.url;
    expect((await call('GET', newPhoto)).statusCode).toBe(200);
    await call('DELETE', apiPaths.listingRevision(listing._id), bed.seller.token);
    expect((await call('GET', newPhoto)).statusCode).toBe(404);

    const dropped = listing.photos[1]!.url;
    await sendListing(
      app(),
      bed.seller.token,
      listingFields('flat', { title: 'Photo flat, one photo' }),
      { photos: [], keptPhotos: [listing.photos[0]!.url] },
      listing._id,
    );
    // The published version still shows it while the edit waits.
    expect((await call('GET', dropped)).statusCode).toBe(200);
    await approveListing(app(), staff, listing._id);
    expect((await call('GET', apiPaths.listing(listing._id))).json<Listing>().photos).toEqual([listing.photos[0]]);
    expect((await call('GET', dropped)).statusCode).toBe(404);
  });

  it('docs/review.md#edits-live-at-once: a small price move or availability goes live; a larger one, or small steps past it, wait', async () => {
    const listing = await liveListing('Price flat');
    const small = await editListing(listing, {
      price: 4_600_000,
      availability: 'under construction',
      possessionBy: '2027-06',
    });
    expect([small.price, small.availability, small.revision]).toEqual([4_600_000, 'under construction', undefined]);
    expect((await call('GET', apiPaths.listing(listing._id))).json<Listing>().price).toBe(4_600_000);

    // 4.6 -> 4.3 lakh is within 10 % of 4.6 but not of the 50 lakh staff approved.
    const walked = await editListing(listing, {
      price: 4_300_000,
      availability: 'under construction',
      possessionBy: '2027-06',
    });
    expect([walked.price, walked.revision?.version.price]).toEqual([4_600_000, 4_300_000]);

    const large = await editListing(listing, { price: 7_000_000 });
    expect([large.price, large.revision?.version.price]).toEqual([4_600_000, 7_000_000]);
    const withText = await editListing(listing, { price: 5_100_000, description: 'Now with covered parking' });
    expect(withText.revision?.state).toBe('pending_review');
  });

  it('a live project: portfolio, page and favourites keep the old version until staff approve; its new media stay private', async () => {
    const project = await createProject(app(), bed.builder.token, 'villa', { projectName: 'Skyline Heights' });
    await call('POST', apiPaths.approveProject(project._id), staff);
    await favourite(project._id);
    const portfolio = apiPaths.builderProjectsOf(bed.builder._id);

    const files = await projectFiles({
      bannerPhoto: null,
      keptMedia: project.media,
      blueprintPhotos: await newPhotos(1),
    });
    const edited = await sendProject(
      app(),
      bed.builder.token,
      projectFields('villa', { projectName: 'Skyline Heights', description: 'Now with a clubhouse' }),
      files,
      project._id,
    );
    const owners = edited.json<BuilderProject>();
    expect(owners.revision).toMatchObject({
      state: 'pending_review',
      version: { description: 'Now with a clubhouse' },
    });
    const newBlueprint = owners.revision!.version.media.blueprintPhotos.at(-1)!;
    expect(project.media.blueprintPhotos).not.toContain(newBlueprint);

    const publicAnswers = JSON.stringify([
      (await call('GET', apiPaths.builderProject(project._id))).json(),
      (await call('GET', portfolio)).json(),
      await favourites(),
      await search(app(), { q: 'Skyline' }),
    ]);
    expect(publicAnswers).toContain('A project for the tests');
    expect(publicAnswers).not.toContain('clubhouse');
    expect(publicAnswers).not.toContain(newBlueprint);
    expect(
      (await call('GET', apiPaths.builderProject(project._id), bed.buyer.token)).json<BuilderProject>().revision,
    ).toBeUndefined();

    const queue = (await call('GET', apiPaths.reviewQueue, staff)).json<BuilderProject[]>();
    expect(queue.find((p) => p._id === project._id)?.revision?.version.description).toBe('Now with a clubhouse');
    expect((await call('POST', apiPaths.approveProject(project._id), staff)).statusCode).toBe(200);
    const page = (await call('GET', apiPaths.builderProject(project._id))).json<BuilderProject>();
    expect([page.description, page.media.blueprintPhotos.at(-1)]).toEqual(['Now with a clubhouse', newBlueprint]);
    expect((await call('GET', portfolio)).json<BuilderProject[]>()[0]?.description).toBe('Now with a clubhouse');
  });

  it('a live project: reject keeps it; the builder reads the reason and withdraws; a price move within 10 % goes live', async () => {
    const project = await createProject(app(), bed.builder.token, 'flat', { projectName: 'Lake Towers' });
    await call('POST', apiPaths.approveProject(project._id), staff);
    const files = await projectFiles({ bannerPhoto: null, blueprintPhotos: [], keptMedia: project.media });
    await sendProject(
      app(),
      bed.builder.token,
      projectFields('flat', { projectName: 'Lake Towers Phase 2' }),
      files,
      project._id,
    );
    await call('POST', apiPaths.rejectProject(project._id), staff, { reason: 'A new phase is a new project' });
    const mine = (await call('GET', apiPaths.myBuilderProjects, bed.builder.token))
      .json<BuilderProject[]>()
      .find((p) => p._id === project._id)!;
    expect(mine).toMatchObject({
      projectName: 'Lake Towers',
      reviewState: 'approved',
      revision: { state: 'rejected', reason: 'A new phase is a new project' },
    });
    expect((await call('DELETE', apiPaths.builderProjectRevision(project._id), bed.builder.token)).statusCode).toBe(
      200,
    );

    const cheaper = projectFields('flat', { projectName: 'Lake Towers' });
    cheaper.flatDetails.configurations[0]!.price = 9_000_000;
    const moved = (await sendProject(app(), bed.builder.token, cheaper, files, project._id)).json<BuilderProject>();
    expect([moved.expectedPrice, moved.revision]).toEqual([9_000_000, undefined]);
    expect((await call('GET', apiPaths.builderProject(project._id))).json<BuilderProject>().expectedPrice).toBe(
      9_000_000,
    );
  });

  it('a staff member cannot approve or reject the edit of their own live item (docs/review.md#review-own-item)', async () => {
    const colleague = await staffToken(bed.t);
    const own = await bed.t.signUp('Seller');
    const { makeStaff } = await import('./staff');
    await makeStaff(app().services.db, own.email);
    const created = (
      await sendListing(app(), own.token, listingFields('flat', { title: 'Staff flat' }), {
        photos: await listingPhotos(),
      })
    ).json<Listing>();
    await approveListing(app(), colleague, created._id);
    await sendListing(
      app(),
      own.token,
      listingFields('flat', { title: 'Staff flat, edited' }),
      { photos: [], keptPhotos: created.photos.map((photo) => photo.url) },
      created._id,
    );
    expect((await call('POST', apiPaths.staffApproveListing(created._id), own.token)).statusCode).toBe(403);
    expect(
      (await call('POST', apiPaths.staffRejectListing(created._id), own.token, { reason: 'Looks fine to me' }))
        .statusCode,
    ).toBe(403);
    expect((await approveListing(app(), colleague, created._id)).title).toBe('Staff flat, edited');
  });
});
