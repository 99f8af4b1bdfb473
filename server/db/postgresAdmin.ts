import pg from 'pg';

/**
 * Runs one statement as a PostgreSQL server's administrator (CREATE and DROP DATABASE take no
 * transaction): the tests' databases and the bench's (the outside probe keeps its own client: it
 * imports nothing of the server). A server that does not answer within 10 s fails it.
 */
export async function administer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The administrator's URL with another database name. */
export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
