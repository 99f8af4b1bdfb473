// The stories' and mocks' data, one file per entity; import them from '@mocks/factories'.
export * from './ids';
export * from './users';
export * from './projects';
export * from './listings';
export * from './inquiries';
export * from './savedSearches';
export * from './revisions';
export * from './notifications';
export * from './localities';
