import { COMPANY_NAME_REQUIRED, USERNAME_TAKEN, type BuilderProfileUpdate } from '@/api/contract';
import { isUniqueViolation, type Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { cacheTags } from '../http/responseCache';
import { prepareImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { deleteUnusedObjects, savingUploads } from '../media/unused';
import type { Services } from '../services';
import { toBuilderProfile } from './profile';
import {
  builderByUsername,
  profileRowOf,
  setProfilePhotoKey,
  updateAccount,
  upsertCompany,
  usernameTaken,
} from './queries';

export const BUILDER_NOT_FOUND = 'Builder not found';

type Reads = { db: Db; storage: MediaStorage };

export const profileOf = async ({ db, storage }: Reads, user: UserRow) =>
  toBuilderProfile(user, await profileRowOf(db, user.id), storage);

/** docs/portfolio.md#portfolio-page: the public profile of a username. */
export async function portfolioOf({ db, storage }: Reads, username: string) {
  const found = await builderByUsername(db, username);
  if (!found) throw notFound(BUILDER_NOT_FOUND);
  return toBuilderProfile(found.user, found.profile ?? undefined, storage);
}

/** The builder's own edit: account fields (a username once) and company fields; absent fields stay. */
export async function updateProfile(services: Services, builder: UserRow, update: BuilderProfileUpdate) {
  const { db, config, cache } = services;
  const { name, phone, username, ...company } = update;
  if (username && username !== builder.username && (await usernameTaken(db, username))) throw conflict(USERNAME_TAKEN);
  // docs/portfolio.md#company-name: the contract refuses a blank one; an update may leave it out
  // only once it is saved, so no builder's portfolio is left to name a person.
  if (company.companyName === undefined && !(await profileRowOf(db, builder.id))?.companyName)
    throw badRequest(COMPANY_NAME_REQUIRED);
  const account = definedOnly({ name, phone, username });
  const user = await db
    .transaction(async (tx) => {
      await upsertCompany(tx, builder.id, definedOnly(company), config.now());
      if (Object.keys(account).length === 0) return builder;
      return (await updateAccount(tx, builder.id, account)) ?? builder;
    })
    .catch((error: unknown) => {
      // Another builder took the name between the check and the save.
      throw isUniqueViolation(error) ? conflict(USERNAME_TAKEN) : error;
    });
  // The portfolio, and the builder shown on each project's page.
  await cache.invalidate([cacheTags.account(builder.id)]);
  return profileOf(services, user);
}

/** A new profile photo; the old one leaves storage unless something else still shows it. */
export async function replaceProfilePhoto(
  services: Services,
  builder: UserRow,
  bytes: Buffer,
  onCleanupFailure: (error: unknown) => void,
) {
  const { db, storage, config, cache } = services;
  // Only the 640 px WebP is stored: a profile photo is never shown larger.
  const image = await prepareImage(bytes, 'The profile photo', { keepOriginal: false });
  const old = await profileRowOf(db, builder.id);
  const profilePhoto = image.cardKey;
  await savingUploads(
    db,
    storage,
    [image],
    () => setProfilePhotoKey(db, builder.id, profilePhoto, config.now()),
    onCleanupFailure,
  );
  if (old?.profilePhoto && old.profilePhoto !== profilePhoto)
    await deleteUnusedObjects(db, storage, [{ fileKey: old.profilePhoto, cardKey: old.profilePhoto }]);
  await cache.invalidate([cacheTags.account(builder.id)]);
  return profileOf(services, builder);
}

/** Absent fields of a partial update stay as they are. */
function definedOnly<T extends Partial<BuilderProfileUpdate>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
