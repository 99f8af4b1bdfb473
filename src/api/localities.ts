import { apiPaths, localityFactsSchema } from './contract';
import { apiRequest } from './client';

/** Public: a locality's asking prices on Nivaas, counts and neighbours (docs/localities.md); 404 for an unknown one. */
export const getLocalityFacts = (city: string, locality: string) =>
  apiRequest(apiPaths.localityFacts(city, locality), { schema: localityFactsSchema });
