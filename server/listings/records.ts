import { asc, count, eq, inArray } from 'drizzle-orm';
import { pricePerSqftOf, visiblePoster, type Listing, type ListingFields, type PosterRole } from '@/api/contract';
import type { Queryable } from '../db/client';
import { groupBy } from '../db/group';
import {
  inquiries,
  listingPhotos,
  listings,
  users,
  type ListingPhotoRow,
  type ListingRow,
  type NewListingRow,
  type UserRow,
} from '../db/schema';
import type { MediaStorage } from '../media/storage';

const orNull = (value: string) => (value === '' ? null : value);

/** The columns of validated, normalised fields (normalizeListingFields). */
export function columnsOfListing(f: ListingFields): Omit<NewListingRow, 'ownerId'> {
  if (!f.purpose || !f.propertyType || !f.contactPreference || f.price === null)
    throw new Error('columnsOfListing needs validated fields');
  return {
    purpose: f.purpose,
    propertyType: f.propertyType,
    title: f.title,
    description: f.description,
    bhk: f.bhk,
    bathrooms: f.bathrooms,
    carpetArea: f.carpetArea,
    builtUpArea: f.builtUpArea,
    plotArea: f.plotArea,
    price: f.price,
    furnishing: orNull(f.furnishing) as NewListingRow['furnishing'],
    floor: f.floor,
    totalFloors: f.totalFloors,
    facing: orNull(f.facing) as NewListingRow['facing'],
    availability: orNull(f.availability) as NewListingRow['availability'],
    ageYears: f.ageYears,
    possessionBy: orNull(f.possessionBy),
    amenities: f.amenities,
    address: orNull(f.location.address ?? ''),
    state: f.location.state,
    city: f.location.city,
    locality: f.location.locality,
    pincode: f.location.pincode,
    landmark: orNull(f.location.landmark ?? ''),
    contactPreference: f.contactPreference,
  };
}

/** Photo rows of the listings, in order, grouped by listing. */
export async function photosOf(q: Queryable, listingIds: string[]): Promise<Map<string, ListingPhotoRow[]>> {
  const rows =
    listingIds.length === 0
      ? []
      : await q
          .select()
          .from(listingPhotos)
          .where(inArray(listingPhotos.listingId, listingIds))
          .orderBy(asc(listingPhotos.position));
  return groupBy(rows, (row) => row.listingId);
}

async function inquiryCounts(q: Queryable, listingIds: string[]) {
  const rows =
    listingIds.length === 0
      ? []
      : await q
          .select({ listingId: inquiries.listingId, n: count() })
          .from(inquiries)
          .where(inArray(inquiries.listingId, listingIds))
          .groupBy(inquiries.listingId);
  return new Map(rows.map((r) => [r.listingId, r.n]));
}

type Owner = Pick<UserRow, 'id' | 'name' | 'role' | 'phone' | 'email'>;

function toListing(
  row: ListingRow,
  owner: Owner,
  photos: ListingPhotoRow[],
  inquiryCount: number,
  storage: MediaStorage,
  signedIn: boolean,
): Listing {
  const fields: ListingFields = {
    purpose: row.purpose,
    propertyType: row.propertyType,
    title: row.title,
    description: row.description,
    bhk: row.bhk,
    bathrooms: row.bathrooms,
    carpetArea: row.carpetArea,
    builtUpArea: row.builtUpArea,
    plotArea: row.plotArea,
    price: row.price,
    furnishing: row.furnishing ?? '',
    floor: row.floor,
    totalFloors: row.totalFloors,
    facing: row.facing ?? '',
    availability: row.availability ?? '',
    ageYears: row.ageYears,
    possessionBy: row.possessionBy ?? '',
    amenities: row.amenities,
    location: {
      address: row.address ?? '',
      state: row.state,
      city: row.city,
      locality: row.locality,
      pincode: row.pincode,
      landmark: row.landmark ?? '',
    },
    contactPreference: row.contactPreference,
  };
  const poster = {
    name: owner.name,
    role: owner.role as PosterRole,
    ...(owner.phone ? { phone: owner.phone } : {}),
    email: owner.email,
  };
  return {
    ...fields,
    purpose: row.purpose,
    propertyType: row.propertyType,
    contactPreference: row.contactPreference,
    _id: row.id,
    postedBy: row.ownerId,
    poster: visiblePoster(poster, row.contactPreference, signedIn),
    photos: photos.map((p) => storage.url(p.fileKey)),
    reviewState: row.reviewState,
    ...(row.reviewReason ? { reviewReason: row.reviewReason } : {}),
    views: row.views,
    inquiryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pricePerSqft: pricePerSqftOf(fields),
  };
}

/**
 * The answers of listing rows, in their order, with one query each for owners, photos and inquiry
 * counts. `viewer` decides whether the posters' contact details are shown (signed in: yes).
 */
export async function toListings(
  q: Queryable,
  rows: ListingRow[],
  storage: MediaStorage,
  viewer: UserRow | null,
): Promise<Listing[]> {
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const owners =
    ownerIds.length === 0
      ? []
      : await q
          .select({ id: users.id, name: users.name, role: users.role, phone: users.phone, email: users.email })
          .from(users)
          .where(inArray(users.id, ownerIds));
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  const photos = await photosOf(q, ids);
  const counts = await inquiryCounts(q, ids);
  return rows.map((row) =>
    toListing(
      row,
      ownerById.get(row.ownerId)!,
      photos.get(row.id) ?? [],
      counts.get(row.id) ?? 0,
      storage,
      viewer !== null,
    ),
  );
}

export async function listingRowById(q: Queryable, id: string) {
  const [row] = await q.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

/** The card URL (640 px WebP) of each listing's cover photo. */
export async function coverCardsOf(q: Queryable, listingIds: string[], storage: MediaStorage) {
  const photos = await photosOf(q, listingIds);
  return new Map([...photos].flatMap(([id, rows]) => (rows[0] ? [[id, storage.url(rows[0].cardKey)]] : [])));
}
