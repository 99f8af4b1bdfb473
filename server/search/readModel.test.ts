import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@/api/contract';
import { listings, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  closeListing,
  createListing,
  holdByReports,
  listingFields,
  pauseUnconfirmed,
  search,
  sendListing,
  staffToken,
} from '../test/listings';
import { createProject, projectFields, projectFiles, sendProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';
import { rebuildSearch } from './rebuild';

const columns = sql.raw(`kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max,
  price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at, lat, lng`);

/**
 * docs/listings.md#read-model: search_items holds exactly what search_item_sources says of the
 * records (every column, both ways), search_localities exactly the items counted per place,
 * search_title_words per city and title word, search_project_words each approved project's name
 * words, search_tallies per city, kind, purpose, BHK bucket and price band (search_locality_tallies
 * with the locality too), and
 * sitemap_slices exactly the public records counted per slice of their ids, each slice's last
 * change no older than its newest record's (one that left changed the file when it left).
 */
async function outOfStep(t: TestApp) {
  const [counts] = rowsOf<{
    items: number;
    localities: number;
    titleWords: number;
    projectWords: number;
    tallies: number;
    localityTallies: number;
    slices: number;
  }>(
    await t.app.services.db.execute(sql`select
      (select count(*)::int from ((select ${columns} from search_items except select ${columns} from search_item_sources)
        union all (select ${columns} from search_item_sources except select ${columns} from search_items)) d) as items,
      (select count(*)::int from ((select city, locality, count from search_localities
          except select coalesce(city, ''), coalesce(locality, ''), count(*)::int from search_items group by 1, 2)
        union all (select coalesce(city, ''), coalesce(locality, ''), count(*)::int from search_items group by 1, 2
          except select city, locality, count from search_localities)) d) as localities,
      (select count(*)::int from search_title_words kept full join search_title_word_sources live using (city, word)
        where kept.count is distinct from live.count) as "titleWords",
      (select count(*)::int from ((select word, city_key, name_key, id from search_project_words
          except all select word, city_key, name_key, id from search_project_word_sources)
        union all (select word, city_key, name_key, id from search_project_word_sources
          except all select word, city_key, name_key, id from search_project_words)) d) as "projectWords",
      (select count(*)::int from search_tallies kept
        full join search_tally_sources live using (city_key, kind, purpose, bhk_bucket, price_band)
        where kept.count is distinct from live.count) as tallies,
      (select count(*)::int from search_locality_tallies kept
        full join search_locality_tally_sources live using (city_key, locality_key, kind, purpose, bhk_bucket, price_band)
        where kept.count is distinct from live.count) as "localityTallies",
      (select count(*)::int from sitemap_slices kept full join sitemap_slice_sources live using (kind, prefix)
        where kept.count is distinct from live.count or kept.lastmod < live.lastmod) as slices`),
  );
  return counts;
}
const inStep = { items: 0, localities: 0, titleWords: 0, projectWords: 0, tallies: 0, localityTallies: 0, slices: 0 };

const itemTitle = async (t: TestApp, id: string) =>
  rowsOf<{ title: string }>(await t.app.services.db.execute(sql`select title from search_items where id = ${id}`))[0]
    ?.title;

describe.each(testDatabaseKinds())('the read model on $name', (kind) => {
  let t: TestApp;
  let seller: string;
  let builder: string;
  let staff: string;
  const publicIds = async () => (await search(t.app, { pageSize: 48 })).items.map((item) => item._id).sort();

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = (await t.signUp('Seller')).token;
    builder = (await t.signUp('Builder')).token;
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  it('follows every write that changes what the public sees, in its transaction', async () => {
    const post = async (title: string) => {
      const listing = await createListing(t.app, seller, listingFields('flat', { title }));
      expect(await itemTitle(t, listing._id)).toBeUndefined();
      await approveListing(t.app, staff, listing._id);
      expect(await itemTitle(t, listing._id)).toBe(title);
      return listing;
    };
    const sold = await post('Sold flat');
    const held = await post('Reported flat');
    const removed = await post('Removed flat');
    const edited = await post('Edited flat');
    expect(await outOfStep(t)).toEqual(inStep);

    await closeListing(t.app, seller, sold._id);
    await holdByReports(t, held._id);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${removed._id}`,
      headers: bearer(seller),
    });
    expect(gone.statusCode).toBe(200);
    expect(await publicIds()).toEqual([edited._id]);
    expect(await outOfStep(t)).toEqual(inStep);

    // docs/review.md#revisions: an edit waiting for review leaves the published item as it was,
    // withdrawn or not; staff's approval publishes it.
    const edit = () =>
      sendListing(
        t.app,
        seller,
        listingFields('flat', { title: 'Edited flat, renovated' }),
        { photos: [], keptPhotos: edited.photos.map((photo) => photo.url) },
        edited._id,
      );
    expect((await edit()).statusCode).toBe(200);
    expect(await itemTitle(t, edited._id)).toBe('Edited flat');
    await t.app.inject({ method: 'DELETE', url: apiPaths.listingRevision(edited._id), headers: bearer(seller) });
    expect(await itemTitle(t, edited._id)).toBe('Edited flat');
    await edit();
    await approveListing(t.app, staff, edited._id);
    expect(await itemTitle(t, edited._id)).toBe('Edited flat, renovated');
    // docs/map.md#coordinates: a place set on the record reaches its item, and so does its removal.
    const place = async () =>
      rowsOf<{ lat: number | null; lng: number | null }>(
        await t.app.services.db.execute(sql`select lat, lng from search_items where id = ${edited._id}`),
      )[0];
    await t.app.services.db.update(listings).set({ lat: 18.5713, lng: 73.7657 }).where(eq(listings.id, edited._id));
    expect(await place()).toEqual({ lat: 18.5713, lng: 73.7657 });
    expect(await outOfStep(t)).toEqual(inStep);
    await t.app.services.db.update(listings).set({ lat: null, lng: null }).where(eq(listings.id, edited._id));
    expect(await place()).toEqual({ lat: null, lng: null });

    // Who posted it follows the owner's role.
    const owner = rowsOf<{ owner_id: string }>(
      await t.app.services.db.execute(sql`select owner_id from search_items where id = ${edited._id}`),
    )[0]!.owner_id;
    await t.app.services.db.update(users).set({ role: 'Agent' }).where(eq(users.id, owner));
    expect((await search(t.app, { postedBy: ['agent'] })).items.map((item) => item._id)).toEqual([edited._id]);
    expect(await outOfStep(t)).toEqual(inStep);

    // Projects: approval, an edit waiting for review, deletion.
    const project = await createProject(t.app, builder, 'villa', { projectName: 'Skyline Read Model' });
    await t.app.inject({ method: 'POST', url: apiPaths.approveProject(project._id), headers: bearer(staff) });
    expect(await itemTitle(t, project._id)).toBe('Skyline Read Model');
    await sendProject(
      t.app,
      builder,
      projectFields('villa', { projectName: 'Skyline Renamed' }),
      await projectFiles({ bannerPhoto: null, blueprintPhotos: [], keptMedia: project.media }),
      project._id,
    );
    expect(await itemTitle(t, project._id)).toBe('Skyline Read Model');
    expect(await outOfStep(t)).toEqual(inStep);
    // The edit approved: the new name's words replace the old ones (search_project_words).
    await t.app.inject({ method: 'POST', url: apiPaths.approveProject(project._id), headers: bearer(staff) });
    expect(await itemTitle(t, project._id)).toBe('Skyline Renamed');
    expect(await outOfStep(t)).toEqual(inStep);
    await t.app.inject({ method: 'DELETE', url: `/api/builder-properties/${project._id}`, headers: bearer(builder) });
    expect(await itemTitle(t, project._id)).toBeUndefined();

    // The 30-day sweep pauses what nobody confirmed.
    await pauseUnconfirmed(t);
    expect(await publicIds()).toEqual([]);
    expect(await outOfStep(t)).toEqual(inStep);
  });

  it('is brought back in step by the rebuild after writes the triggers did not see', async () => {
    // Signed in again: the sweep above moved the clock past the sessions.
    seller = (await t.signUp('Seller')).token;
    staff = await staffToken(t);
    const listing = await createListing(t.app, seller, listingFields('flat', { title: 'Imported flat' }));
    await approveListing(t.app, staff, listing._id);
    const { db } = t.app.services;
    // A partner feed imported with SQL and the triggers off: a copy of the listing under a new id,
    // another listing's record gone, and a locality count gone wrong.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const copied = sql.raw(`owner_id, purpose, property_type, title, description, bhk, bathrooms, carpet_area,
        built_up_area, plot_area, price, furnishing, floor, total_floors, facing, availability, age_years,
        possession_by, amenities, address, state, city, locality, pincode, landmark, views, review_state,
        review_reason, reviewed_at, reviewed_by, created_at, updated_at, super_built_up_area, confirmed_at,
        reminded_at, status, reviewed_price`);
      await tx.execute(sql`insert into listings (id, ${copied})
        select 'import-' || id, ${copied} from listings where id = ${listing._id}`);
      await tx.execute(sql`update listings set status = 'sold' where id = ${listing._id}`);
    });
    await db.execute(sql`update search_localities set count = count + 5`);
    await db.execute(sql`update search_title_words set count = count + 5`);
    await db.execute(sql`update search_tallies set count = count + 5`);
    await db.execute(sql`update search_locality_tallies set count = count + 5`);
    await db.execute(
      sql`insert into search_project_words (word, city_key, name_key, id) values ('stale', '', 'stale', 'gone')`,
    );
    expect(await outOfStep(t)).not.toEqual(inStep);

    const result = await rebuildSearch(db, { batch: 2 });
    expect(await outOfStep(t)).toEqual(inStep);
    expect(result.items).toBe(1);
    expect(await publicIds()).toEqual([`import-${listing._id}`]);
    await db.delete(listings).where(eq(listings.id, `import-${listing._id}`));
    expect(await outOfStep(t)).toEqual(inStep);
    // A table emptied at once empties its items.
    const emptied = await createListing(t.app, seller, listingFields('flat', { title: 'Emptied flat' }));
    await approveListing(t.app, staff, emptied._id);
    expect(await itemTitle(t, emptied._id)).toBe('Emptied flat');
    await db.execute(sql`truncate listings cascade`);
    expect(await itemTitle(t, emptied._id)).toBeUndefined();
    expect(await outOfStep(t)).toEqual(inStep);
  });
});
