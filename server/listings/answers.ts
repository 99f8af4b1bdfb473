import {
  summaryOfListing,
  type Listing,
  type ListingFields,
  type PosterRole,
  type PropertySummary,
} from '@/api/contract';
import type { NewListingRow, RevisedListingColumns, RevisionRow } from '../db/schema';
import { shownResponseTime } from '../accounts/responseTime';
import type { MediaStorage } from '../media/storage';
import { photoVariants } from '../media/variants';
import { placeOfRow } from '../places/itemPlaces';
import { toRevision } from '../review/revisions';
import type { ListingRecord } from './queries';

const orNull = (value: string) => (value === '' ? null : value);

/** The columns of validated, normalised fields (normalizeListingFields): what a save writes. */
export function columnsOfListing(f: ListingFields): RevisedListingColumns {
  if (!f.purpose || !f.propertyType || f.price === null) throw new Error('columnsOfListing needs validated fields');
  return {
    purpose: f.purpose,
    propertyType: f.propertyType,
    title: f.title,
    description: f.description,
    bhk: f.bhk,
    bathrooms: f.bathrooms,
    carpetArea: f.carpetArea,
    builtUpArea: f.builtUpArea,
    superBuiltUpArea: f.superBuiltUpArea,
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
  };
}

/** A listing's answer, the same for every viewer but its state's (docs/listings.md#contact-details). */
export function toListing({ row, owner, photos, inquiryCount }: ListingRecord, storage: MediaStorage): Listing {
  const fields: ListingFields = {
    purpose: row.purpose,
    propertyType: row.propertyType,
    title: row.title,
    description: row.description,
    bhk: row.bhk,
    bathrooms: row.bathrooms,
    carpetArea: row.carpetArea,
    builtUpArea: row.builtUpArea,
    superBuiltUpArea: row.superBuiltUpArea,
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
    place: null,
  };
  return {
    ...fields,
    purpose: row.purpose,
    propertyType: row.propertyType,
    _id: row.id,
    postedBy: row.ownerId,
    poster: { name: owner.name, role: owner.role as PosterRole, ...shownResponseTime(owner) },
    photos: photos.map((p) => ({ url: storage.url(p.fileKey), variants: photoVariants(storage, p.fileKey, p.width) })),
    reviewState: row.reviewState,
    ...(row.reviewReason ? { reviewReason: row.reviewReason } : {}),
    views: row.views,
    inquiryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
    status: row.status,
    place: placeOfRow(row),
  };
}

/**
 * The owner's or staff's answer: the published listing with its waiting or rejected edit, read as
 * the listing would read once approved (docs/review.md#revisions).
 */
export function toListingWithRevision(record: ListingRecord, revision: RevisionRow | undefined, storage: MediaStorage) {
  const listing = toListing(record, storage);
  if (!revision) return listing;
  const columns = revision.columns as RevisedListingColumns;
  const version = toListing(
    { ...record, row: { ...record.row, ...columns, updatedAt: revision.updatedAt }, photos: revision.images },
    storage,
  );
  return { ...listing, revision: toRevision(revision, version) };
}

/** A search or favourites card: the summary with the cover's card image (640 px WebP). */
export function listingCard(record: ListingRecord, storage: MediaStorage): PropertySummary {
  const cover = record.photos[0];
  return {
    ...summaryOfListing(toListing(record, storage)),
    ...(cover ? { coverPhoto: storage.url(cover.cardKey) } : {}),
  };
}
