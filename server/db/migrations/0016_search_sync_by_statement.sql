-- Hand-written: docs/listings.md#read-model. The same sync as 0014's, with the items that stopped
-- being public found by EXCEPT, a set operation that hashes or sorts. 0014's NOT EXISTS over the view
-- became, on the stale statistics of a bulk import (the scale seed's 5,000 rows a statement), a
-- nested-loop anti-join that compared each id of the batch with every public listing.
CREATE OR REPLACE FUNCTION search_items_sync(item_kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_items (kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at)
    SELECT kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at FROM search_item_sources s WHERE s.kind = item_kind AND s.id = ANY(ids)
    ORDER BY s.id
    ON CONFLICT (kind, id) DO UPDATE SET owner_id = excluded.owner_id, city = excluded.city, city_key = excluded.city_key, locality = excluded.locality, title = excluded.title, purpose = excluded.purpose, property_type = excluded.property_type, bhks = excluded.bhks, bhk_max = excluded.bhk_max, price = excluded.price, priced = excluded.priced, carpet = excluded.carpet, carpet_rate = excluded.carpet_rate, furnishing = excluded.furnishing, status = excluded.status, ready = excluded.ready, possession = excluded.possession, posted_by = excluded.posted_by, created_at = excluded.created_at, confirmed_at = excluded.confirmed_at;
  DELETE FROM search_items si
    USING (SELECT unnest(ids) AS id
      EXCEPT SELECT s.id FROM search_item_sources s WHERE s.kind = item_kind AND s.id = ANY(ids)) gone
    WHERE si.kind = item_kind AND si.id = gone.id;
END $$;
