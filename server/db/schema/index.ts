// The database tables (Drizzle). `npx drizzle-kit generate --config server/db/drizzle.config.ts` writes the
// next versioned migration into server/db/migrations after a change here.
export * from './accounts';
export * from './builders';
export * from './listings';
export * from './favourites';
export * from './savedSearches';
export * from './reports';
export * from './idempotency';
export * from './revisions';
export * from './search';
export * from './notifications';
export * from './leads';
export * from './visits';
