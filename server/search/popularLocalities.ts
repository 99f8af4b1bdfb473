import { sql } from 'drizzle-orm';
import type { PlaceCount } from '@/api/contract';
import type { Database } from '../db/client';

/**
 * Listings in search and approved projects counted per city and locality (a project's locality is
 * its area), from the live counts the read model keeps (search_localities).
 */
export async function countPlaces(database: Database): Promise<PlaceCount[]> {
  const json = await database.preparedText(sql`select coalesce(json_agg(json_build_object('city', city,
      'locality', locality, 'count', count) order by city, locality), '[]')::text
    from (select trim(city) as city, trim(locality) as locality, sum(count)::int as count from search_localities
      where trim(city) <> '' and trim(locality) <> '' group by trim(city), trim(locality)) counted`);
  return JSON.parse(json ?? '[]') as PlaceCount[];
}
