import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { databaseAsOf } from '../test/migrations';

type Rows<T> = { rows: T[] };

/**
 * Migration 0022 (docs/leads.md): the inquiries sent before leads existed become one lead per buyer
 * and owner, and each thread's first message from the owner is its first reply.
 */
describe.each(testDatabaseKinds())('migration 0022 on a database with inquiries on $name', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('makes a lead of each buyer and owner, and keeps the owner’s first reply', async () => {
    const { database, cleanup } = await databaseAsOf(kind, '0021_notifications');
    cleanups.push(cleanup);
    const { db } = database;
    await db.execute(sql`INSERT INTO users (id, name, email, role) VALUES
      ('seller', 'Vikram', 'vikram@example.in', 'Seller'), ('agent', 'Meera', 'meera@example.in', 'Agent'),
      ('asha', 'Asha', 'asha@example.in', 'Buyer'), ('ravi', 'Ravi', 'ravi@example.in', 'Buyer')`);
    const listing = (id: string, owner: string) => sql`INSERT INTO listings
      (id, owner_id, purpose, property_type, title, description, price, state, city, locality, pincode)
      VALUES (${id}, ${owner}, 'sale', 'flat', ${id}, 'A flat', 9000000, 'Karnataka', 'Bengaluru', 'Indiranagar', '560038')`;
    for (const [id, owner] of [
      ['flat-1', 'seller'],
      ['flat-2', 'seller'],
      ['flat-3', 'agent'],
    ])
      await db.execute(listing(id!, owner!));
    await db.execute(sql`INSERT INTO inquiries (id, listing_id, buyer_id, name, message, created_at) VALUES
      ('i-1', 'flat-1', 'asha', 'Asha', 'Hi', '2026-11-01T10:00:00Z'),
      ('i-2', 'flat-2', 'asha', 'Asha', 'Hi', '2026-11-02T10:00:00Z'),
      ('i-3', 'flat-3', 'asha', 'Asha', 'Hi', '2026-11-03T10:00:00Z'),
      ('i-4', 'flat-1', 'ravi', 'Ravi', 'Hi', '2026-11-04T10:00:00Z')`);
    await db.execute(sql`INSERT INTO inquiry_messages (id, inquiry_id, author_id, text, created_at) VALUES
      ('m-1', 'i-1', 'asha', 'Anyone?', '2026-11-01T11:00:00Z'),
      ('m-2', 'i-1', 'seller', 'Yes', '2026-11-01T12:00:00Z'),
      ('m-3', 'i-1', 'seller', 'And more', '2026-11-01T13:00:00Z')`);

    await database.migrate();

    const leads = (await db.execute(
      sql`SELECT l.owner_id, l.buyer_id, l.stage, count(i.id)::int AS interests FROM leads l JOIN inquiries i ON i.lead_id = l.id
          GROUP BY l.owner_id, l.buyer_id, l.stage ORDER BY l.owner_id, l.buyer_id`,
    )) as unknown as Rows<{ owner_id: string; buyer_id: string; stage: string; interests: number }>;
    expect(leads.rows).toEqual([
      { owner_id: 'agent', buyer_id: 'asha', stage: 'new', interests: 1 },
      { owner_id: 'seller', buyer_id: 'asha', stage: 'new', interests: 2 },
      { owner_id: 'seller', buyer_id: 'ravi', stage: 'new', interests: 1 },
    ]);
    const replies = (await db.execute(
      sql`SELECT id, first_reply_at FROM inquiries WHERE first_reply_at IS NOT NULL`,
    )) as unknown as Rows<{ id: string; first_reply_at: Date | string }>;
    expect(replies.rows.map((r) => [r.id, new Date(r.first_reply_at).toISOString()])).toEqual([
      ['i-1', '2026-11-01T12:00:00.000Z'],
    ]);
    // Every inquiry is about exactly one property.
    await expect(
      db.execute(sql`UPDATE inquiries SET project_id = NULL, listing_id = NULL WHERE id = 'i-4'`),
    ).rejects.toThrow();
  });
});
