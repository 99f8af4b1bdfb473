/** Results per page when the address does not say: the schema's default and the address's both. */
export const DEFAULT_PAGE_SIZE = 12;
