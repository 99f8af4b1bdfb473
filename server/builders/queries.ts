import { and, eq } from 'drizzle-orm';
import type { BuilderProfileUpdate } from '@/api/contract';
import type { Queryable } from '../db/client';
import { builderProfiles, users, type UserRow } from '../db/schema';

export async function profileRowOf(db: Queryable, userId: string) {
  const [profile] = await db.select().from(builderProfiles).where(eq(builderProfiles.userId, userId));
  return profile;
}

export async function builderById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'Builder')));
  return user;
}

/** The account of a builder's username and its profile, in one query. */
export async function builderByUsername(db: Queryable, username: string) {
  const [found] = await db
    .select({ user: users, profile: builderProfiles })
    .from(users)
    .leftJoin(builderProfiles, eq(builderProfiles.userId, users.id))
    .where(and(eq(users.username, username), eq(users.role, 'Builder')));
  return found;
}

export async function usernameTaken(db: Queryable, username: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return taken !== undefined;
}

type Company = Omit<Partial<BuilderProfileUpdate>, 'name' | 'phone' | 'username'>;

/** Writes the company's fields, making the profile row when there is none yet. */
export async function upsertCompany(tx: Queryable, userId: string, company: Company, now: Date) {
  await tx
    .insert(builderProfiles)
    .values({ userId, ...company })
    .onConflictDoUpdate({ target: builderProfiles.userId, set: { ...company, updatedAt: now } });
}

export async function updateAccount(
  tx: Queryable,
  userId: string,
  account: Partial<Pick<BuilderProfileUpdate, 'name' | 'phone' | 'username'>>,
) {
  const [row] = await tx.update(users).set(account).where(eq(users.id, userId)).returning();
  return row;
}

export async function setProfilePhotoKey(db: Queryable, userId: string, profilePhoto: string, now: Date) {
  await db
    .insert(builderProfiles)
    .values({ userId, profilePhoto })
    .onConflictDoUpdate({ target: builderProfiles.userId, set: { profilePhoto, updatedAt: now } });
}
