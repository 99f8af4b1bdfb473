import { eq } from 'drizzle-orm';
import { emailSchema, passwordSchema } from '@/api/contract';
import { hashPassword } from '../accounts/passwords';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';

/** Gives an existing account the staff flag (it keeps its role); null when there is no such account. */
export async function makeStaff(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ isStaff: true })
    .where(eq(users.email, emailSchema.parse(email)))
    .returning();
  return row ?? null;
}

/** A staff account for the review team; an existing account with that address becomes staff. */
export async function createStaff(db: Db, email: string, password: string): Promise<UserRow> {
  const address = emailSchema.parse(email);
  const existing = await makeStaff(db, address);
  if (existing) return existing;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Nivaas Review Team',
      email: address,
      // Every account holds one of the four roles (docs/auth.md#roles); staff is a flag beside it.
      role: 'Buyer',
      passwordHash: await hashPassword(passwordSchema.parse(password)),
      isStaff: true,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
