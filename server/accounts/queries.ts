import { eq, like, or } from 'drizzle-orm';
import type { Session, User } from '@/api/contract';
import type { Db, Queryable } from '../db/client';
import { users, type UserRow } from '../db/schema';
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
