import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { compileSql } from '../db/compileSql';
import { textOf } from '../db/prepared';
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

type Run = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
interface Client {
  query: Run;
  /** A pool's: a connection of its own (PGlite has one session). */
  connect?: () => Promise<{ query: Run; release: () => void }>;
}

/** Statements that must share a session: a pool's connection held for them, or PGlite's one. */
async function onOneSession<T>(client: Client, run: (query: Run) => Promise<T>): Promise<T> {
  if (!client.connect) return run((text, values) => client.query(text, values));
  const connection = await client.connect();
  try {
    return await run((text, values) => connection.query(text, values));
  } finally {
    connection.release();
  }
}

/**
 * The plan the server runs a read on: the generic plan of the statement prepared, as the prepared
 * reads' pool runs them (server/db/client.ts), not a plan made for these values, in which a test such
 * as `$1 is null` folds away.
 */
async function genericPlan(client: Client, text: string, params: unknown[]): Promise<PlanNode> {
  return onOneSession(client, async (query) => {
    await query('set plan_cache_mode = force_generic_plan');
    try {
      await query(`prepare explained as ${text}`);
      // EXECUTE's values are written in its text: a Bind's parameters do not reach them.
      const values = params.map((value) => {
        const text = textOf(value);
        return text === null ? 'null' : `'${text.replace(/'/g, "''")}'`;
      });
      const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        await query(`explain (format json) execute explained${values.length ? `(${values.join(', ')})` : ''}`),
      );
      const plan = row!['QUERY PLAN'];
      return (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan;
    } finally {
      await query('deallocate explained').catch(() => undefined);
      await query('reset plan_cache_mode');
    }
  });
}

/** The database, each prepared read EXPLAINed (its generic plan kept), then run. */
export function explaining(database: Database, plans: PlanNode[]): Database {
  const client = (database.db as unknown as { $client: Client }).$client;
  return {
    ...database,
    async preparedText(query: SQL) {
      const { text, params } = compileSql(query);
      plans.push(await genericPlan(client, text, params));
      const [answer] = (await client.query(text, params)).rows;
      return answer ? (Object.values(answer)[0] as string | null) : null;
    },
  };
}
