import { sql } from 'drizzle-orm';
import { MAX_SIMILAR_PROPERTIES, SIMILAR_PRICE_BAND } from '@/api/contract';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { listingInSearch as isPublic } from '../listings/freshness';
import { pageCardsJson } from './searchCards';

/**
 * GET /api/properties/{id}/similar as the JSON text of the answer (SimilarProperties), or null when
 * the listing is not public. One statement: the listing, its look-alikes (same city, type and
 * purpose, price within the band) as the `page` rows the search's cards are written from.
 */
export async function similarListingsJson(database: Database, storage: MediaStorage, id: string) {
  return database.preparedText(sql`with media as (select ${storage.url('')}::text as url),
    base as (select id, city, property_type, purpose, price from ${listings} base
      where base.id = ${id} and ${isPublic('base')}),
    page as (select l.id, 'listing'::text as kind,
        row_number() over (order by l.confirmed_at desc, l.id desc) as n
      from ${listings} l, base
      where ${isPublic('l')} and l.id <> base.id and lower(l.city) = lower(base.city)
        and l.property_type = base.property_type and l.purpose = base.purpose
        and l.price between base.price * ${1 - SIMILAR_PRICE_BAND}::float8 and base.price * ${1 + SIMILAR_PRICE_BAND}::float8
      order by l.confirmed_at desc, l.id desc limit ${MAX_SIMILAR_PROPERTIES})
    select '{"items":' || ${pageCardsJson} || '}' from base`);
}
