import { eq, like, or } from 'drizzle-orm';
import type { Session, User } from '@/api/contract';
import type { Db, Queryable } from '../db/client';
import { builderProfiles, users, type UserRow } from '../db/schema';
import type { Services } from '../services';

/** The public fields of a user, as userSchema describes them. */
export function toUser(row: UserRow): User & { isStaff?: true } {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.username ? { username: row.username } : {}),
    // Staff see the review queue; the flag is absent for everyone else.
    ...(row.isStaff ? { isStaff: true as const } : {}),
  };
}

/** docs/auth.md#session-object: the stored user object is the login response, a token plus the user fields. */
export async function sessionOf(services: Services, row: UserRow): Promise<Session> {
  return { ...toUser(row), token: await services.tokens.issue(row) };
}

export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** 'Skyline Developers' -> 'skyline-developers': letters, digits and single hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug || 'builder';
}

/** A free username from a name: the slug itself, or the slug with the first free number. */
export async function freeUsername(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(or(eq(users.username, base), like(users.username, `${base}-%`)))
    ).map((r) => r.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A new account, and a Builder's profile with it (in the caller's transaction), named for the
 * company given at registration (docs/portfolio.md#company-name).
 */
export async function insertUser(
  tx: Queryable,
  values: typeof users.$inferInsert,
  companyName?: string,
): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  if (row.role === 'Builder') await tx.insert(builderProfiles).values({ userId: row.id, companyName });
  return row;
}

export async function userByGoogleSub(db: Queryable, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export async function linkGoogle(db: Queryable, userId: string, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ googleSub: sub }).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * A new password: sessions opened with the old one end at `now`, and the failed sign-ins of the
 * old one are forgotten.
 */
export async function setPassword(tx: Queryable, userId: string, passwordHash: string, now: Date) {
  await tx
    .update(users)
    .set({ passwordHash, tokensValidAfter: now, failedLogins: 0, loginBlockedUntil: null })
    .where(eq(users.id, userId));
}
