import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carpetPrice, listingSchema } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  createListing,
  listingFields,
  listingPhotos,
  sendListing,
  useListingTestbed,
} from '../test/listings';
import { bearer } from '../test/testApp';

// docs/listings.md#carpet-first
describe.each(testDatabaseKinds())('carpet first on $name', (kind) => {
  const bed = useListingTestbed(kind);

  const refusal = async (
    fields: Parameters<typeof listingFields>[1],
    type: Parameters<typeof listingFields>[0] = 'flat',
  ) => {
    const response = await sendListing(bed.t.app, bed.seller.token, listingFields(type, fields), {
      photos: await listingPhotos(),
    });
    return [response.statusCode, response.json()];
  };

  it('refuses a home without a carpet area and a super built-up area below the built-up one', async () => {
    for (const type of ['flat', 'villa', 'independent house'] as const)
      expect(await refusal({ carpetArea: null }, type)).toEqual([400, { message: 'Please enter valid carpet area' }]);
    expect(await refusal({ superBuiltUpArea: 0 })).toEqual([
      400,
      { message: 'Please enter valid super built-up area' },
    ]);
    expect(await refusal({ superBuiltUpArea: 990 })).toEqual([
      400,
      { message: 'Super built-up area cannot be less than built-up area' },
    ]);
  });

  it('a shop or an office may leave its carpet area out', async () => {
    const shop = await createListing(bed.t.app, bed.seller.token, listingFields('shop', { carpetArea: null }));
    expect(shop).toMatchObject({ carpetArea: null, superBuiltUpArea: null, builtUpArea: 1000 });
  });

  it('stores the super built-up area and gives it back, on the listing and its search card', async () => {
    const created = await createListing(bed.t.app, bed.seller.token, listingFields('flat', { superBuiltUpArea: 1250 }));
    expect(created).toMatchObject({ carpetArea: 900, builtUpArea: 1000, superBuiltUpArea: 1250 });
    await approveListing(bed.t.app, bed.staff, created._id);
    const read = listingSchema.parse(
      (await bed.t.app.inject({ method: 'GET', url: `/api/properties/${created._id}` })).json(),
    );
    expect(read.superBuiltUpArea).toBe(1250);
    const search = (await bed.t.app.inject({ method: 'GET', url: '/api/properties?kind=listing' })).json();
    expect(search.items.find((card: { _id: string }) => card._id === created._id)).toMatchObject({
      carpetArea: 900,
      builtUpArea: 1000,
      superBuiltUpArea: 1250,
    });
  });

  it('reads rows saved before the column as having no super built-up area', async () => {
    const created = await createListing(bed.t.app, bed.seller.token, listingFields('flat'));
    await bed.t.app.services.db.execute(sql`update listings set carpet_area = null where id = ${created._id}`);
    const read = listingSchema.parse(
      (await bed.t.app.inject({ method: 'GET', url: `/api/me/listings`, headers: bearer(bed.seller.token) }))
        .json()
        .find((l: { _id: string }) => l._id === created._id),
    );
    expect(read).toMatchObject({ carpetArea: null, superBuiltUpArea: null });
    expect(carpetPrice(read)?.rateText).toBe('₹5,000 per sq.ft built-up');
  });

  it("the read model's price per carpet sq.ft rounds as the contract does", async () => {
    const created = await createListing(
      bed.t.app,
      bed.seller.token,
      listingFields('flat', { price: 9_500_000, carpetArea: 980, builtUpArea: 1150 }),
    );
    const shop = await createListing(bed.t.app, bed.seller.token, listingFields('shop', { carpetArea: null }));
    for (const { _id } of [created, shop]) await approveListing(bed.t.app, bed.staff, _id);
    // docs/listings.md#read-model: search_item_sources (migration 0014) is where search's rate is written.
    const rateOf = async (id: string) => {
      const result = (await bed.t.app.services.db.execute(
        sql`select carpet_rate as rate from search_items where kind = 'listing' and id = ${id}`,
      )) as { rows: { rate: number | string | null }[] };
      const rate = result.rows[0]!.rate;
      return rate === null ? null : Number(rate);
    };
    expect(await rateOf(created._id)).toBe(carpetPrice(created)?.perSqft);
    expect(await rateOf(created._id)).toBe(9694);
    expect(await rateOf(shop._id)).toBeNull();
  });
});
