/**
 * GET a locality's facts (docs/localities.md#locality-facts): city and locality as listings write
 * them, any case. A file of its own, without zod, so apiPaths stays light wherever it is imported.
 */
export const localityFactsPath = (city: string, locality: string) =>
  `/api/localities/${encodeURIComponent(city)}/${encodeURIComponent(locality)}`;
