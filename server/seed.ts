import { count } from 'drizzle-orm';
import { normalizeListingFields, PAUSE_AFTER_DAYS, type Role } from '@/api/contract';
import { hashPassword } from './accounts/passwords';
import { isUniqueViolation } from './db/client';
import {
  builderProfiles,
  builderProjects,
  favourites,
  inquiries,
  inquiryMessages,
  leads,
  listingPhotos,
  listings,
  users,
} from './db/schema';
import { columnsOfListing } from './listings/answers';
import { storeImage } from './media/images';
import { imagesAfterSave, type StoredUploads } from './projects/media';
import { replaceImages } from './review/revisionQueries';
import { columnsOf } from './projects/answers';
import { DEMO_CONFIRMED_DAYS, demoListings } from './seed/demoListings';
import { demoProjects } from './seed/demoProjects';
import { seededCoordinates } from './seed/coordinates';
import { bannerImage, blueprintImage, logoImage, palettes } from './seed/images';
import type { Services } from './services';

/** Every demo account signs in with this password (README: demo accounts). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_BUILDER_USERNAME = 'skyline-developers';

export const demoAccounts: { role: Role; name: string; email: string; staff?: true }[] = [
  { role: 'Builder', name: 'Rajesh Mehta', email: 'builder@nivaas.test' },
  { role: 'Buyer', name: 'Priya Sharma', email: 'buyer@nivaas.test' },
  { role: 'Seller', name: 'Arjun Nair', email: 'seller@nivaas.test' },
  { role: 'Agent', name: 'Kavita Rao', email: 'agent@nivaas.test' },
  { role: 'Buyer', name: 'Nivaas Review Team', email: 'staff@nivaas.test', staff: true },
];

const DAY = 24 * 60 * 60 * 1000;
/** The demo accounts joined a year ago: the builder's portfolio goes back months before today. */
const DEMO_ACCOUNT_AGE_DAYS = 365;

/** Draws and stores each demo project's photos (before the transaction: PGlite runs one at a time). */
async function demoPhotos({ storage }: Services): Promise<StoredUploads[]> {
  return Promise.all(
    demoProjects.map(async (_, i) => {
      const palette = palettes[i % palettes.length]!;
      const uploads: StoredUploads = [
        { field: 'bannerPhoto', image: await storeImage(storage, await bannerImage(palette, i), 'banner') },
        { field: 'blueprintPhotos', image: await storeImage(storage, await blueprintImage(i), 'blueprint') },
      ];
      if (i % 2 === 0) {
        const extra = await bannerImage(palettes[(i + 2) % palettes.length]!, i + 5);
        uploads.push({ field: 'additionalPhotos', image: await storeImage(storage, extra, 'photo') });
      }
      return uploads;
    }),
  );
}

/** Two drawn photos for each demo listing (skylines in its own palette). */
async function demoListingPhotos({ storage }: Services) {
  return Promise.all(
    demoListings.map(async (_, i) => [
      await storeImage(storage, await bannerImage(palettes[(i + 1) % palettes.length]!, 20 + i), 'photo'),
      await storeImage(storage, await bannerImage(palettes[(i + 3) % palettes.length]!, 40 + i), 'photo'),
    ]),
  );
}

/**
 * On an empty database: a demo account of each role, staff, the demo builder's portfolio of
 * approved projects with drawn photos, the seller's and agent's listings (one of each pending) and
 * a buyer's inquiry on a seller listing. Returns false when there was something already.
 */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  const { db, storage, config } = services;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const photos = await demoPhotos(services);
  const listingImages = await demoListingPhotos(services);
  const logo = await storeImage(storage, await logoImage(), 'logo');
  const now = config.now().getTime();
  try {
    await db.transaction(async (tx) => {
      const accounts = await tx
        .insert(users)
        .values(
          demoAccounts.map(({ staff, role, ...account }) => ({
            ...account,
            role,
            phone: '9876543210',
            passwordHash,
            isStaff: staff === true,
            username: role === 'Builder' ? DEMO_BUILDER_USERNAME : null,
            // Before their oldest item; old enough for their reports to count (docs/listings.md#report-weight).
            createdAt: new Date(now - DEMO_ACCOUNT_AGE_DAYS * DAY),
          })),
        )
        .returning();
      const builder = accounts.find((a) => a.role === 'Builder')!;
      const staff = accounts.find((a) => a.isStaff)!;
      const buyer = accounts.find((a) => a.role === 'Buyer' && !a.isStaff)!;
      await tx.insert(builderProfiles).values({
        userId: builder.id,
        companyName: 'Skyline Developers',
        tagline: 'Building landmarks across India since 2005',
        profilePhoto: logo.cardKey,
        website: 'https://skyline-developers.example',
        about:
          'Skyline Developers builds homes and workplaces in six Indian cities. Every project is RERA registered, delivered on schedule and backed by a five-year structural warranty.',
        companyEstablished: '2005',
        companyAddress: 'Skyline House, Bandra Kurla Complex, Mumbai 400051',
        expertise: ['Luxury villas', 'High-rise apartments', 'Commercial spaces', 'Green buildings'],
      });
      for (const [i, fields] of demoProjects.entries()) {
        // Staggered dates, so "newest first" has a stable order.
        const createdAt = new Date(now - (i + 1) * 30 * DAY);
        const columns = columnsOf(fields);
        const [project] = await tx
          .insert(builderProjects)
          .values({
            ...columns,
            ...seededCoordinates(columns.location, columns.projectName),
            ownerId: builder.id,
            reviewState: 'approved',
            reviewedPrice: columns.expectedPrice,
            reviewedBy: staff.id,
            reviewedAt: createdAt,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: builderProjects.id });
        await replaceImages(tx, 'project', project!.id, imagesAfterSave([], photos[i]!));
        if (i < 2) await tx.insert(favourites).values({ userId: buyer.id, projectId: project!.id });
      }
      const listingIds: string[] = [];
      const ownerOf: string[] = [];
      for (const [i, { by, reviewState, fields }] of demoListings.entries()) {
        // docs/listings.md#confirmed-available: most are fresh, the Seller's second is due, the Agent's last paused.
        const confirmedDays = DEMO_CONFIRMED_DAYS[i] ?? 0;
        const createdAt = new Date(now - Math.max((i + 1) * 3, confirmedDays) * DAY);
        const columns = columnsOfListing(normalizeListingFields(fields));
        const [row] = await tx
          .insert(listings)
          .values({
            ...columns,
            ...seededCoordinates(columns, columns.title),
            ownerId: accounts.find((a) => a.role === by)!.id,
            reviewState,
            ...(reviewState === 'approved'
              ? { reviewedBy: staff.id, reviewedAt: createdAt, reviewedPrice: columns.price }
              : {}),
            views: reviewState === 'approved' ? 12 + i * 7 : 0,
            confirmedAt: new Date(now - confirmedDays * DAY),
            status: confirmedDays >= PAUSE_AFTER_DAYS ? 'paused' : 'live',
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: listings.id });
        listingIds.push(row!.id);
        ownerOf.push(accounts.find((a) => a.role === by)!.id);
        await tx
          .insert(listingPhotos)
          .values(listingImages[i]!.map((image, position) => ({ listingId: row!.id, position, ...image })));
      }
      // The buyer asked about the seller's first listing and keeps it among the favourites.
      // The buyer shared their number; the seller answered inside Nivaas (docs/listings.md#inquiry-thread).
      const [lead] = await tx
        .insert(leads)
        .values({ ownerId: ownerOf[0]!, buyerId: buyer.id, stage: 'contacted', createdAt: new Date(now - DAY) })
        .returning({ id: leads.id });
      const [inquiry] = await tx
        .insert(inquiries)
        .values({
          listingId: listingIds[0]!,
          leadId: lead!.id,
          buyerId: buyer.id,
          name: buyer.name,
          phone: '9876543210',
          phoneSharedAt: new Date(now - DAY),
          message: 'Hello, is the flat still available? I would like to visit this Saturday.',
          state: 'replied',
          createdAt: new Date(now - DAY),
          firstReplyAt: new Date(now - DAY / 2),
        })
        .returning({ id: inquiries.id });
      await tx.insert(inquiryMessages).values({
        inquiryId: inquiry!.id,
        authorId: ownerOf[0]!,
        text: 'Yes, it is available. Saturday at 11 am works; the watchman will let you in.',
        createdAt: new Date(now - DAY / 2),
      });
      await tx.insert(favourites).values({ userId: buyer.id, listingId: listingIds[0]! });
    });
  } catch (error) {
    // Another instance seeded the same empty database at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
