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

/** What `pick` finds in each node of a plan, the node first, then its children in order. */
const collect =
  (pick: (node: PlanNode) => string | undefined) =>
  (node: PlanNode): string[] => {
    const own = pick(node);
    return [...(own === undefined ? [] : [own]), ...(node.Plans ?? []).flatMap(collect(pick))];
  };

/** The indexes a plan reads. */
export const indexesOf = collect((node) => node['Index Name']);

/**
 * The reads of a table's own rows in a plan: every scan of it but an index-only one (whose index holds
 * what the query takes; docs/localities.md#locality-index).
 */
export const tableVisits = (node: PlanNode, table: string): string[] =>
  collect((n) =>
    n['Relation Name'] === table && n['Node Type'] !== 'Index Only Scan'
      ? `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`
      : undefined,
  )(node);

/** How a plan reads one index: the type of each node that scans it. */
export const scansOf = (node: PlanNode, index: string): string[] =>
  collect((n) => (n['Index Name'] === index ? n['Node Type'] : undefined))(node);

/** The common table expressions a plan reads. */
export const ctesOf = collect((node) => node['CTE Name']);

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
