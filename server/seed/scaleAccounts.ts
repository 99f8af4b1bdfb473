import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@/api/contract';
import { hashPassword } from '../accounts/passwords';
import { DEMO_PASSWORD } from '../seed';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { builderProfiles, builderProjects, listings, users } from '../db/schema';
import { MAX_SCALE_BUILDERS, scaleBuilder } from './scaleProjects';

// The scale seed's accounts (server/seed/scale.ts): owners, agents and builders with their
// portfolios, and a reviewer, at their own e-mail domain, made once and found again by a later seed.

/** The scale seed's accounts are at this domain: how a database already holding one is told. */
export const SCALE_EMAIL_DOMAIN = 'scale.nivaas.test';

const firstNames =
  'Aarav Priya Rohan Ananya Vikram Meera Arjun Kavya Rahul Sneha Aditya Pooja Karan Divya Siddharth Neha'.split(' ');
const lastNames = 'Sharma Iyer Patel Reddy Nair Gupta Banerjee Kulkarni Menon Singh Rao Joshi Das'.split(' ');
const nameOf = (n: number) =>
  `${firstNames[n % firstNames.length]} ${lastNames[Math.floor(n / firstNames.length) % lastNames.length]}`;

/** Owners per role and builders for a seed of this size: a few, more for a bigger one. */
export const ownersFor = (listingCount: number) => Math.min(500, Math.max(3, Math.ceil(listingCount / 2_000)));
export const buildersFor = (projectCount: number) =>
  Math.min(MAX_SCALE_BUILDERS, Math.max(3, Math.ceil(projectCount / 50)));

/** How much of a scale seed the database holds: its accounts' listings and projects. */
export async function scaleSeedHeld(db: Db) {
  const byScaleAccount = (table: typeof listings | typeof builderProjects) =>
    sql`(select count(*)::int from ${table} t join ${users} u on u.id = t.owner_id
      where u.email like ${`%@${SCALE_EMAIL_DOMAIN}`})`;
  const result = await db.execute(sql`select
    (select count(*)::int from ${users} where ${users.email} like ${`%@${SCALE_EMAIL_DOMAIN}`}) as accounts,
    ${byScaleAccount(listings)} as listings, ${byScaleAccount(builderProjects)} as projects`);
  return rowsOf<{ accounts: number; listings: number; projects: number }>(result)[0]!;
}

/** The accounts of a role the seed uses, made when missing (the same e-mail, the same account). */
async function accounts(db: Db, role: Role, count: number, passwordHash: string, createdAt: Date, prefix: string) {
  const wanted = Array.from({ length: count }, (_, n) => ({
    name: role === 'Builder' ? scaleBuilder(n).companyName : nameOf(n * 7 + prefix.length),
    email: `${prefix}-${String(n + 1).padStart(3, '0')}@${SCALE_EMAIL_DOMAIN}`,
    phone: `98${String(10_000_000 + n * 7919).slice(-8)}`,
    role,
    passwordHash,
    username: role === 'Builder' ? scaleBuilder(n).username : null,
    createdAt,
  }));
  await db.insert(users).values(wanted).onConflictDoNothing();
  const emails = wanted.map((w) => w.email);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  return wanted.map((w) => idOf.get(w.email)!);
}

/** The reviewer of every seeded item: a staff account of the database, else the seed's own. */
async function reviewer(db: Db, passwordHash: string, createdAt: Date) {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
  if (staff) return staff.id;
  const [made] = await db
    .insert(users)
    .values({
      name: 'Nivaas Review Team',
      email: `staff@${SCALE_EMAIL_DOMAIN}`,
      role: 'Buyer',
      passwordHash,
      isStaff: true,
      createdAt,
    })
    .returning({ id: users.id });
  return made!.id;
}

/**
 * The accounts items are posted by, made when missing, all joined at `joined`; every one signs in with
 * the demo password.
 */
export async function seedAccounts(db: Db, joined: Date, listingCount: number, projectCount: number) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const owners = ownersFor(listingCount);
  const builders = await accounts(db, 'Builder', buildersFor(projectCount), passwordHash, joined, 'builder');
  await db
    .insert(builderProfiles)
    .values(
      builders.map((userId, n) => ({
        userId,
        companyName: scaleBuilder(n).companyName,
        tagline: 'Homes built to last',
        about: `${scaleBuilder(n).companyName} builds homes and workplaces in the cities of India.`,
        companyEstablished: String(1985 + (n % 35)),
        expertise: ['High-rise apartments', 'Villas'],
      })),
    )
    .onConflictDoNothing();
  return {
    staff: await reviewer(db, passwordHash, joined),
    Seller: await accounts(db, 'Seller', owners, passwordHash, joined, 'owner'),
    Agent: await accounts(db, 'Agent', owners, passwordHash, joined, 'agent'),
    builders,
  };
}
export type Accounts = Awaited<ReturnType<typeof seedAccounts>>;
