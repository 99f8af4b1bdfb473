-- Hand-written: pg_trgm serves the text search's and suggestions' GIN indexes below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_items" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"city" text,
	"city_key" text,
	"locality" text,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"property_type" text NOT NULL,
	"bhks" integer[] NOT NULL,
	"bhk_max" integer,
	"price" double precision NOT NULL,
	"priced" boolean NOT NULL,
	"carpet" double precision,
	"carpet_rate" double precision,
	"furnishing" text,
	"status" text,
	"ready" boolean NOT NULL,
	"possession" text NOT NULL,
	"posted_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "search_items_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "search_localities" (
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_localities_city_locality_pk" PRIMARY KEY("city","locality")
);
--> statement-breakpoint
CREATE INDEX "search_items_owner_idx" ON "search_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "search_items_newest_idx" ON "search_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "search_items_price_idx" ON "search_items" USING btree ("price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "search_items_city_newest_idx" ON "search_items" USING btree ("city_key","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "search_items_city_purpose_newest_idx" ON "search_items" USING btree ("city_key","purpose","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "search_items_city_price_idx" ON "search_items" USING btree ("city_key","price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "search_items_city_purpose_price_idx" ON "search_items" USING btree ("city_key","purpose","price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind");--> statement-breakpoint
CREATE INDEX "search_items_locality_trgm_idx" ON "search_items" USING gin ("locality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_items_title_trgm_idx" ON "search_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_localities_locality_trgm_idx" ON "search_localities" USING gin ("locality" gin_trgm_ops);
--> statement-breakpoint
-- Hand-written from here: docs/listings.md#read-model. What each public item is to search, written
-- once: the triggers below and `npm run search:rebuild` copy from this view. It mirrors the filters'
-- definitions in src/api/contract/propertySearch.ts (a listing in search: approved and live,
-- server/listings/freshness.ts; a project: approved). A JSON section that is not a list counts as none.
CREATE VIEW "search_item_sources" AS
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
  l.created_at, l.confirmed_at
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
  'builder', p.created_at, NULL::timestamptz
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
-- Brings the items of these ids in step with their records: written when public, gone when not.
CREATE FUNCTION search_items_sync(item_kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_items (kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at)
    SELECT kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at FROM search_item_sources s WHERE s.kind = item_kind AND s.id = ANY(ids)
    ORDER BY s.id
    ON CONFLICT (kind, id) DO UPDATE SET owner_id = excluded.owner_id, city = excluded.city, city_key = excluded.city_key, locality = excluded.locality, title = excluded.title, purpose = excluded.purpose, property_type = excluded.property_type, bhks = excluded.bhks, bhk_max = excluded.bhk_max, price = excluded.price, priced = excluded.priced, carpet = excluded.carpet, carpet_rate = excluded.carpet_rate, furnishing = excluded.furnishing, status = excluded.status, ready = excluded.ready, possession = excluded.possession, posted_by = excluded.posted_by, created_at = excluded.created_at, confirmed_at = excluded.confirmed_at;
  DELETE FROM search_items si WHERE si.kind = item_kind AND si.id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM search_item_sources s WHERE s.kind = item_kind AND s.id = si.id);
END $$;
--> statement-breakpoint
-- Inserts and deletes, once per statement (a bulk import, a cascade); updates per row, of the
-- columns search reads only (a view count is not one), in the writing transaction.
CREATE FUNCTION search_items_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_items_sync(TG_ARGV[0], ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM search_items_sync(TG_ARGV[0], ARRAY(SELECT id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_items_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_items_sync(TG_ARGV[0], ARRAY[old.id, new.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_items_listings_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_items_of_statement('listing');
--> statement-breakpoint
CREATE TRIGGER search_items_listings_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_items_of_statement('listing');
--> statement-breakpoint
-- Every column search_item_sources reads from listings.
CREATE TRIGGER search_items_listings_update AFTER UPDATE OF id, owner_id, city, locality, title, purpose,
  property_type, bhk, price, carpet_area, furnishing, availability, possession_by, created_at, confirmed_at,
  review_state, status ON listings
  FOR EACH ROW EXECUTE FUNCTION search_items_of_row('listing');
--> statement-breakpoint
CREATE TRIGGER search_items_projects_insert AFTER INSERT ON builder_projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_items_of_statement('builder-project');
--> statement-breakpoint
CREATE TRIGGER search_items_projects_delete AFTER DELETE ON builder_projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_items_of_statement('builder-project');
--> statement-breakpoint
CREATE TRIGGER search_items_projects_update AFTER UPDATE ON builder_projects
  FOR EACH ROW EXECUTE FUNCTION search_items_of_row('builder-project');
--> statement-breakpoint
-- A table emptied at once (TRUNCATE, which row and delete triggers do not see) empties its items.
CREATE FUNCTION search_items_of_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_items WHERE kind = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_items_listings_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_items_of_truncate('listing');
--> statement-breakpoint
CREATE TRIGGER search_items_projects_truncate AFTER TRUNCATE ON builder_projects
  FOR EACH STATEMENT EXECUTE FUNCTION search_items_of_truncate('builder-project');
--> statement-breakpoint
-- Who posted a listing is its owner's role (docs/listings.md#search-posted-by).
CREATE FUNCTION search_items_of_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_items_sync('listing', ARRAY(SELECT id FROM listings WHERE owner_id = new.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_items_owner_role AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (old.role IS DISTINCT FROM new.role) EXECUTE FUNCTION search_items_of_owner();
--> statement-breakpoint
-- Live counts per city and locality, moved by each statement on search_items in its own transaction;
-- rows in one order so that two writers never wait on each other round a circle.
CREATE FUNCTION search_localities_add(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_localities (city, locality, count)
    SELECT d.city, d.locality, sum(d.n) FROM jsonb_to_recordset(delta) AS d(city text, locality text, n int)
    GROUP BY d.city, d.locality HAVING sum(d.n) <> 0 ORDER BY d.city, d.locality
    ON CONFLICT (city, locality) DO UPDATE SET count = search_localities.count + excluded.count;
  DELETE FROM search_localities sl USING jsonb_to_recordset(delta) AS d(city text, locality text, n int)
    WHERE d.n < 0 AND sl.city = d.city AND sl.locality = d.locality AND sl.count <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION search_localities_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_localities_add((SELECT jsonb_agg(jsonb_build_object('city', coalesce(city, ''),
      'locality', coalesce(locality, ''), 'n', 1)) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_localities_add((SELECT jsonb_agg(jsonb_build_object('city', coalesce(city, ''),
      'locality', coalesce(locality, ''), 'n', -1)) FROM old_rows));
  ELSE
    PERFORM search_localities_add((SELECT jsonb_agg(item) FROM (
      SELECT jsonb_build_object('city', coalesce(city, ''), 'locality', coalesce(locality, ''), 'n', -1) AS item
        FROM old_rows
      UNION ALL
      SELECT jsonb_build_object('city', coalesce(city, ''), 'locality', coalesce(locality, ''), 'n', 1)
        FROM new_rows) moved));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_localities_insert AFTER INSERT ON search_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_localities_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_localities_delete AFTER DELETE ON search_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_localities_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_localities_update AFTER UPDATE ON search_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_localities_of_statement();
--> statement-breakpoint
-- What is public today: every item, in one statement (the counts follow from the triggers above).
INSERT INTO search_items (kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at) SELECT kind, id, owner_id, city, city_key, locality, title, purpose, property_type, bhks, bhk_max, price, priced, carpet, carpet_rate, furnishing, status, ready, possession, posted_by, created_at, confirmed_at FROM search_item_sources ORDER BY kind, id;
