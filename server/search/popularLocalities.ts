import { sql } from 'drizzle-orm';
import type { PlaceCount } from '@/api/contract';
import type { Database } from '../db/client';
import { builderProjects, listings } from '../db/schema';
import { listingInSearch } from '../listings/freshness';

/** Listings in search and approved projects counted per city and locality (a project's locality is its area). */
export async function countPlaces(database: Database): Promise<PlaceCount[]> {
  const json = await database.preparedText(sql`with places as (
      select trim(l.city) as city, trim(l.locality) as locality from ${listings} l where ${listingInSearch('l')}
      union all
      select trim(p.location->>'city'), trim(p.location->>'area') from ${builderProjects} p
        where p.review_state = 'approved')
    select coalesce(json_agg(json_build_object('city', city, 'locality', locality, 'count', count)), '[]')::text
    from (select city, locality, count(*)::int as count from places
      where coalesce(city, '') <> '' and coalesce(locality, '') <> '' group by city, locality) counted`);
  return JSON.parse(json ?? '[]') as PlaceCount[];
}
