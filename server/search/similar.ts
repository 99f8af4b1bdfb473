import { sql } from 'drizzle-orm';
import { MAX_SIMILAR_PROPERTIES, SIMILAR_PRICE_BAND } from '@/api/contract';
import type { Database } from '../db/client';
import type { MediaStorage } from '../media/storage';
import { cardsOf } from './searchCards';

/**
 * GET /api/properties/{id}/similar as the JSON text of the answer (SimilarProperties), or null when
 * the listing is not public. One statement over the read model (search_items): the listing, its look-alikes (same city, type and
 * purpose, price within the band), each written as the search writes its cards.
 */
export async function similarListingsJson(database: Database, storage: MediaStorage, id: string) {
  return database.preparedText(sql`with base as (select id, city_key, property_type, purpose, price from search_items base
      where base.kind = 'listing' and base.id = ${id}),
    page as (select s.id, s.confirmed_at from search_items s, base
      where s.kind = 'listing' and s.id <> base.id and s.city_key = base.city_key
        and s.property_type = base.property_type and s.purpose = base.purpose
        and s.price between base.price * ${1 - SIMILAR_PRICE_BAND}::float8 and base.price * ${1 + SIMILAR_PRICE_BAND}::float8
      order by s.confirmed_at desc, s.id desc limit ${MAX_SIMILAR_PROPERTIES})
    select '{"items":' || ${cardsOf(
      sql`array(select id from page order by confirmed_at desc, id desc)`,
      sql`array(select 'listing' from page)`,
      storage,
    )} || '}' from base`);
}
