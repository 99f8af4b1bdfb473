-- Hand-written: docs/map.md#map-index. cube (a trusted extension on PostgreSQL 13+, loaded in the
-- PGlite constructor: server/db/client.ts) gives the GiST index below a point's box to search.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
ALTER TABLE "builder_projects" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "builder_projects" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "search_items" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "search_items" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE INDEX "search_items_place_idx" ON "search_items" USING gist (cube(array["lat", "lng"])) WHERE "search_items"."lat" is not null and "search_items"."lng" is not null;--> statement-breakpoint
ALTER TABLE "builder_projects" ADD CONSTRAINT "builder_projects_lat_lng_in_india" CHECK (("builder_projects"."lat" is null and "builder_projects"."lng" is null) or ("builder_projects"."lat" is not null and "builder_projects"."lng" is not null and "builder_projects"."lat" between 6 and 37.5 and "builder_projects"."lng" between 68 and 97.5));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_lat_lng_in_india" CHECK (("listings"."lat" is null and "listings"."lng" is null) or ("listings"."lat" is not null and "listings"."lng" is not null and "listings"."lat" between 6 and 37.5 and "listings"."lng" between 68 and 97.5));--> statement-breakpoint
ALTER TABLE "search_items" ADD CONSTRAINT "search_items_lat_lng_in_india" CHECK (("search_items"."lat" is null and "search_items"."lng" is null) or ("search_items"."lat" is not null and "search_items"."lng" is not null and "search_items"."lat" between 6 and 37.5 and "search_items"."lng" between 68 and 97.5));
--> statement-breakpoint
-- Hand-written from here: docs/listings.md#read-model. The read model copies each item's published
-- place: the view of 0014 with lat and lng at its end (a view's new columns go last), the sync of
-- 0016 writing them, and the listings' update trigger firing on them too (the projects' fires on
-- every column).
CREATE OR REPLACE VIEW "search_item_sources" AS
SELECT 'listing'::text AS kind, l.id, l.owner_id, l.city, lower(l.city) AS city_key, l.locality, l.title,
  l.purpose, l.property_type,
  CASE WHEN l.bhk IS NULL THEN '{}'::int[] ELSE ARRAY[l.bhk] END AS bhks, l.bhk AS bhk_max, l.price, true AS priced,
  nullif(l.carpet_area, 0) AS carpet, floor(l.price / nullif(l.carpet_area, 0) + 0.5) AS carpet_rate,
  l.furnishing,
  -- A plot has no building: it counts as ready to move.
  coalesce(l.availability, 'ready to move') AS status,
  coalesce(nullif(l.availability, ''), 'ready to move') = 'ready to move' AS ready,
  coalesce(nullif(l.possession_by, ''), '9999') AS possession,
  CASE u.role WHEN 'Seller' THEN 'owner' WHEN 'Agent' THEN 'agent' END AS posted_by,
  l.created_at, l.confirmed_at, l.lat, l.lng
FROM listings l JOIN users u ON u.id = l.owner_id
WHERE l.review_state = 'approved' AND l.status = 'live'
UNION ALL
SELECT 'builder-project', p.id, p.owner_id, p.location->>'city', lower(p.location->>'city'), p.location->>'area',
  p.project_name, 'sale',
  CASE coalesce(p.residential_type, p.commercial_type) WHEN 'villa' THEN 'villa' WHEN 'flat' THEN 'flat'
    WHEN 'shops' THEN 'shop' WHEN 'office' THEN 'office' ELSE 'mixed use' END,
  coalesce(configured.bhks, '{}'), configured.bhk_max,
  -- Sorted as 0 when unpriced, left out by a price filter.
  coalesce(p.expected_price, 0), p.expected_price IS NOT NULL,
  -- A flat project's smallest configuration carpet area.
  (SELECT min(nullif(CASE jsonb_typeof(c.value->'carpetArea') WHEN 'number' THEN (c.value->>'carpetArea')::float8 END, 0))
    FROM jsonb_array_elements(CASE jsonb_typeof(p.flat_details->'configurations') WHEN 'array'
      THEN p.flat_details->'configurations' ELSE '[]' END) c),
  NULL::float8, NULL::text,
  CASE WHEN p.project_status = 'completed' THEN 'ready to move' ELSE 'under construction' END,
  p.project_status = 'completed',
  -- The completion timeline ('6 months', '2 years') counted from posting, as a month in UTC.
  CASE WHEN p.completion_timeline ~ '^[0-9]{1,3} (month|year)s?$'
    THEN to_char((p.created_at + p.completion_timeline::interval) AT TIME ZONE 'UTC', 'YYYY-MM') ELSE '9999' END,
  'builder', p.created_at, NULL::timestamptz, p.lat, p.lng
FROM builder_projects p,
  LATERAL (SELECT array_agg(DISTINCT b ORDER BY b) AS bhks, max(b) AS bhk_max
    -- The leading number of each configuration's bhkType ('3BHK' -> 3, '6BHK+' -> 6).
    FROM (SELECT nullif(substring(c.value->>'bhkType' FROM '^[0-9]{1,9}'), '')::int AS b
      FROM jsonb_array_elements(CASE jsonb_typeof(coalesce(p.villa_details->'configurations',
        p.flat_details->'configurations')) WHEN 'array' THEN coalesce(p.villa_details->'configurations',
        p.flat_details->'configurations') ELSE '[]' END) c) configuration
    WHERE b IS NOT NULL) configured
WHERE p.review_state = 'approved';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_items_sync(item_kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_items (kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at, lat, lng)
    SELECT kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at, lat, lng FROM search_item_sources s WHERE s.kind = item_kind AND s.id = ANY(ids)
    ORDER BY s.id
    ON CONFLICT (kind, id) DO UPDATE SET owner_id = excluded.owner_id, city = excluded.city, city_key = excluded.city_key, locality = excluded.locality, title = excluded.title, purpose = excluded.purpose, property_type = excluded.property_type, bhks = excluded.bhks, bhk_max = excluded.bhk_max, price = excluded.price, priced = excluded.priced, carpet = excluded.carpet, carpet_rate = excluded.carpet_rate, furnishing = excluded.furnishing, status = excluded.status, ready = excluded.ready, possession = excluded.possession, posted_by = excluded.posted_by, created_at = excluded.created_at, confirmed_at = excluded.confirmed_at, lat = excluded.lat, lng = excluded.lng;
  DELETE FROM search_items si
    USING (SELECT unnest(ids) AS id
      EXCEPT SELECT s.id FROM search_item_sources s WHERE s.kind = item_kind AND s.id = ANY(ids)) gone
    WHERE si.kind = item_kind AND si.id = gone.id;
END $$;
--> statement-breakpoint
DROP TRIGGER search_items_listings_update ON listings;--> statement-breakpoint
CREATE TRIGGER search_items_listings_update AFTER UPDATE OF id, owner_id, city, locality, title, purpose,
  property_type, bhk, price, carpet_area, furnishing, availability, possession_by, created_at, confirmed_at,
  review_state, status, lat, lng ON listings
  FOR EACH ROW EXECUTE FUNCTION search_items_of_row('listing');
