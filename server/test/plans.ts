import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

// docs/listings.md#read-model: what the plan tests (server/plans.test.ts and the planCases.ts it runs)
// read of a statement's EXPLAIN.

/** The tables that grow with the inventory; search_localities (a row a locality) and users stay small. */
const bigTables = new Set(['search_items', 'search_project_words', 'listings', 'builder_projects', 'saved_searches']);

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'CTE Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** The indexes a plan reads. */
export const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];

/**
 * The reads of a table's own rows in a plan: every scan of it but an index-only one (whose index holds
 * what the query takes; docs/localities.md#locality-index).
 */
export const tableVisits = (node: PlanNode, table: string): string[] => [
  ...(node['Relation Name'] === table && node['Node Type'] !== 'Index Only Scan'
    ? [`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`]
    : []),
  ...(node.Plans ?? []).flatMap((child) => tableVisits(child, table)),
];

/** How a plan reads one index: the type of each node that scans it. */
export const scansOf = (node: PlanNode, index: string): string[] => [
  ...(node['Index Name'] === index ? [node['Node Type']] : []),
  ...(node.Plans ?? []).flatMap((child) => scansOf(child, index)),
];

/** The common table expressions a plan reads. */
export const ctesOf = (node: PlanNode): string[] => [
  ...(node['CTE Name'] ? [node['CTE Name']] : []),
  ...(node.Plans ?? []).flatMap(ctesOf),
];

/** The sequential scans of big tables in a plan, except an unfiltered one under a Limit. */
export function fullScans(node: PlanNode, underLimit = false): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' &&
    bigTables.has(node['Relation Name'] ?? '') &&
    !(underLimit && node.Filter === undefined)
      ? [`Seq Scan on ${node['Relation Name']}${node.Filter ? ` (${node.Filter})` : ''}`]
      : [];
  const limited = node['Node Type'] === 'Limit' || (underLimit && node['Node Type'] === 'Subquery Scan');
  return [...own, ...(node.Plans ?? []).flatMap((child) => fullScans(child, limited))];
}

const dialect = new PgDialect();

/** The database, each prepared read EXPLAINed (its plan kept), then run. */
export function explaining(database: Database, plans: PlanNode[]): Database {
  const client = (
    database.db as unknown as {
      $client: { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  return {
    ...database,
    async preparedText(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        await client.query(`explain (format json) ${text}`, params),
      );
      const plan = row!['QUERY PLAN'];
      plans.push((typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan);
      const [answer] = (await client.query(text, params)).rows;
      return answer ? (Object.values(answer)[0] as string | null) : null;
    },
  };
}
