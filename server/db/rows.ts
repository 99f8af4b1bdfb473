/** Both drivers' answers to execute(): PGlite's and node-postgres' results both carry `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
