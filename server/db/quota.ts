import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from './client';

/** The quotas that take the lock; a name is the lock's first half, so two kinds never wait on each other. */
export type QuotaKind = 'inquiries' | 'thread-messages' | 'saved-searches' | 'reports';

/**
 * docs/api.md#quotas: runs a quota's count and its insert in one transaction that holds a lock on
 * (kind, user) until it ends, so the next request of the same user and kind counts only after this
 * one's insert is committed or rolled back. A count then an insert without it let a burst of parallel
 * requests all count below the limit on PostgreSQL (issue #30). The lock is PostgreSQL's
 * transaction-scoped advisory lock: no table to keep, released by commit, rollback or a lost
 * connection; PGlite has it too (and, one connection, runs transactions one at a time anyway).
 * Other users and other kinds never wait.
 */
export function withUserQuota<T>(db: Db, userId: string, kind: QuotaKind, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await holdLock(tx, kind, userId);
    return fn(tx);
  });
}

/**
 * Waits for, then holds until the transaction ends, the lock on (`kind`, `id`): what another
 * transaction counts after taking it includes this one's writes. Inside a transaction only.
 */
export async function holdLock(tx: Queryable, kind: string, id: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${kind}), hashtext(${id}))`);
}
