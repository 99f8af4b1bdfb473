import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/**
 * Inserts many rows in one statement, whatever their number: each column goes as one array
 * parameter and `unnest` turns the arrays back into rows (`insert into t (a, b) select * from
 * unnest($1::text[], $2::int[])`), so ten thousand rows are two dozen parameters, not a quarter
 * of a million. The rows go into the real table: its defaults, constraints and triggers apply.
 * Every row gives the same columns as the first (by the table's property names).
 */
export async function insertRows<T extends PgTable>(q: Queryable, table: T, rows: T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  // The given columns, and those whose default the schema makes in JavaScript (ids: randomUUID).
  const keys = Object.keys(columns).filter((key) => key in first || columns[key]!.defaultFn);
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const type = column.getSQLType();
    const json = type === 'jsonb' || type === 'json';
    const values = rows.map((row) => {
      const value = key in first ? (row as Record<string, unknown>)[key] : column.defaultFn!();
      if (value === null || value === undefined) return null;
      if (json) return JSON.stringify(value);
      return value instanceof Date ? value.toISOString() : value;
    });
    // A JSON value travels as text and is read as JSON in the database.
    return json ? sql`${sql.param(values)}::text[]::${sql.raw(type)}[]` : sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
  await q.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
