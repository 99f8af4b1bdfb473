CREATE TABLE "sitemap_slices" (
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"count" integer NOT NULL,
	"lastmod" timestamp with time zone,
	CONSTRAINT "sitemap_slices_kind_prefix_pk" PRIMARY KEY("kind","prefix")
);
--> statement-breakpoint
DROP INDEX "search_items_newest_idx";--> statement-breakpoint
DROP INDEX "search_items_price_idx";--> statement-breakpoint
DROP INDEX "search_items_city_newest_idx";--> statement-breakpoint
DROP INDEX "search_items_city_purpose_newest_idx";--> statement-breakpoint
DROP INDEX "search_items_city_price_idx";--> statement-breakpoint
DROP INDEX "search_items_carpet_asc_idx";--> statement-breakpoint
DROP INDEX "search_items_carpet_desc_idx";--> statement-breakpoint
DROP INDEX "search_items_city_carpet_asc_idx";--> statement-breakpoint
DROP INDEX "search_items_city_carpet_desc_idx";--> statement-breakpoint
DROP INDEX "search_items_carpet_rate_asc_idx";--> statement-breakpoint
DROP INDEX "search_items_carpet_rate_desc_idx";--> statement-breakpoint
DROP INDEX "search_items_city_carpet_rate_asc_idx";--> statement-breakpoint
DROP INDEX "search_items_city_carpet_rate_desc_idx";--> statement-breakpoint
CREATE INDEX "builder_projects_owner_approved_idx" ON "builder_projects" USING btree ("owner_id","updated_at") WHERE "builder_projects"."review_state" = 'approved';
--> statement-breakpoint
-- Hand-written from here: docs/listings.md#search-plans. A search reads in branches (server/search/
-- queries.ts): listings by purpose and BHK bucket, projects apart. Each sort has an index per kind,
-- with and without a city, led by the branch's equalities, so a branch reads its page in order; the
-- INCLUDE columns let a price or a "5 or more" filter be checked in the index, never the row.
CREATE INDEX "search_listings_city_newest_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_city_price_asc_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), price, created_at DESC, id DESC) INCLUDE (bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_city_price_desc_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), price DESC, created_at DESC, id DESC) INCLUDE (bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_city_carpet_asc_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), carpet, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_city_carpet_desc_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), carpet DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_city_rate_asc_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), carpet_rate, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_city_rate_desc_idx" ON "search_items" USING btree (city_key, purpose, (least(coalesce(bhk_max, 0), 5)), carpet_rate DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_newest_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_price_asc_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), price, created_at DESC, id DESC) INCLUDE (bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_price_desc_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), price DESC, created_at DESC, id DESC) INCLUDE (bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_carpet_asc_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), carpet, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_carpet_desc_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), carpet DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_rate_asc_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), carpet_rate, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_listings_rate_desc_idx" ON "search_items" USING btree (purpose, (least(coalesce(bhk_max, 0), 5)), carpet_rate DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, bhk_max) WHERE kind = 'listing';--> statement-breakpoint
CREATE INDEX "search_projects_city_newest_idx" ON "search_items" USING btree (city_key, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_city_price_asc_idx" ON "search_items" USING btree (city_key, price, created_at DESC, id DESC) INCLUDE (priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_city_price_desc_idx" ON "search_items" USING btree (city_key, price DESC, created_at DESC, id DESC) INCLUDE (priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_city_carpet_asc_idx" ON "search_items" USING btree (city_key, carpet, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_city_carpet_desc_idx" ON "search_items" USING btree (city_key, carpet DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_city_rate_asc_idx" ON "search_items" USING btree (city_key, carpet_rate, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_city_rate_desc_idx" ON "search_items" USING btree (city_key, carpet_rate DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_newest_idx" ON "search_items" USING btree (created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_price_asc_idx" ON "search_items" USING btree (price, created_at DESC, id DESC) INCLUDE (priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_price_desc_idx" ON "search_items" USING btree (price DESC, created_at DESC, id DESC) INCLUDE (priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_carpet_asc_idx" ON "search_items" USING btree (carpet, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_carpet_desc_idx" ON "search_items" USING btree (carpet DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_rate_asc_idx" ON "search_items" USING btree (carpet_rate, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
CREATE INDEX "search_projects_rate_desc_idx" ON "search_items" USING btree (carpet_rate DESC NULLS LAST, created_at DESC, id DESC) INCLUDE (price, priced, bhks, bhk_max) WHERE kind = 'builder-project';--> statement-breakpoint
-- Suggestions look projects up by name: their own trigrams, not those of a million listing titles.
CREATE INDEX "search_projects_title_trgm_idx" ON "search_items" USING gin (title gin_trgm_ops) WHERE kind = 'builder-project';--> statement-breakpoint
-- The planner's counts of a bucket and of a city's purposes: without them it takes a bucket for a
-- sliver of the table and a rent branch's price range for a sale one's.
CREATE STATISTICS "search_items_bhk_bucket_stats" ON (least(coalesce(bhk_max, 0), 5)) FROM "search_items";--> statement-breakpoint
CREATE STATISTICS "search_items_kind_purpose_city_stats" (mcv) ON kind, purpose, city_key FROM "search_items";
--> statement-breakpoint
-- Hand-written, docs/listings.md#sitemap-slices. Each record's slice is the first three digits of
-- its id.
-- Moves the slices by what a statement changed: each row's slice, whether it was public and is now
-- (a listing in search, an approved project), and when that happened (its last change, or now for
-- one that left: the file changed then). Rows in one order, so two writers never wait round a circle.
CREATE FUNCTION sitemap_slices_move(slice_kind text, changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sitemap_slices (kind, prefix, count, lastmod)
    SELECT slice_kind, c.prefix, sum(c.is_public::int - c.was_public::int), max(c.at)
    FROM jsonb_to_recordset(changes) AS c(prefix text, was_public boolean, is_public boolean, at timestamptz)
    GROUP BY c.prefix ORDER BY c.prefix
    ON CONFLICT (kind, prefix) DO UPDATE SET count = sitemap_slices.count + excluded.count,
      lastmod = greatest(sitemap_slices.lastmod, excluded.lastmod);
  -- A slice whose records all left has no row (no file in the index).
  DELETE FROM sitemap_slices s USING jsonb_to_recordset(changes) AS c(prefix text)
    WHERE s.kind = slice_kind AND s.prefix = c.prefix AND s.count <= 0;
$$;
--> statement-breakpoint
-- Once per statement; an update counts only rows whose standing or last change moved (a view count's
-- update moves nothing).
CREATE FUNCTION sitemap_slices_of_listings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('prefix', left(id, 3), 'was_public', false, 'is_public', true, 'at', updated_at))
      INTO changes FROM new_rows WHERE review_state = 'approved' AND status = 'live';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('prefix', left(id, 3), 'was_public', true, 'is_public', false, 'at', now()))
      INTO changes FROM old_rows WHERE review_state = 'approved' AND status = 'live';
  ELSE
    SELECT jsonb_agg(jsonb_build_object('prefix', left(r.id, 3), 'was_public', r.was_public, 'is_public', r.is_public,
        'at', CASE WHEN r.is_public THEN r.updated_at ELSE now() END))
      INTO changes FROM (SELECT n.id, n.updated_at, o.updated_at AS was_updated_at,
          coalesce(o.review_state = 'approved' AND o.status = 'live', false) AS was_public,
          coalesce(n.review_state = 'approved' AND n.status = 'live', false) AS is_public
        FROM new_rows n JOIN old_rows o ON o.id = n.id) r
      WHERE (r.was_public OR r.is_public)
        AND (r.was_public <> r.is_public OR r.updated_at IS DISTINCT FROM r.was_updated_at);
  END IF;
  IF changes IS NOT NULL THEN PERFORM sitemap_slices_move('listings', changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sitemap_slices_of_projects() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('prefix', left(id, 3), 'was_public', false, 'is_public', true, 'at', updated_at))
      INTO changes FROM new_rows WHERE review_state = 'approved';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('prefix', left(id, 3), 'was_public', true, 'is_public', false, 'at', now()))
      INTO changes FROM old_rows WHERE review_state = 'approved';
  ELSE
    SELECT jsonb_agg(jsonb_build_object('prefix', left(r.id, 3), 'was_public', r.was_public, 'is_public', r.is_public,
        'at', CASE WHEN r.is_public THEN r.updated_at ELSE now() END))
      INTO changes FROM (SELECT n.id, n.updated_at, o.updated_at AS was_updated_at,
          coalesce(o.review_state = 'approved', false) AS was_public,
          coalesce(n.review_state = 'approved', false) AS is_public
        FROM new_rows n JOIN old_rows o ON o.id = n.id) r
      WHERE (r.was_public OR r.is_public)
        AND (r.was_public <> r.is_public OR r.updated_at IS DISTINCT FROM r.was_updated_at);
  END IF;
  IF changes IS NOT NULL THEN PERFORM sitemap_slices_move('projects', changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_listings();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_listings();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_listings();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_insert AFTER INSERT ON builder_projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_projects();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_update AFTER UPDATE ON builder_projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_projects();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_delete AFTER DELETE ON builder_projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_projects();
--> statement-breakpoint
-- A table emptied at once empties its slices.
CREATE FUNCTION sitemap_slices_of_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sitemap_slices WHERE kind = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_truncate('listings');
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_truncate AFTER TRUNCATE ON builder_projects
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_truncate('projects');
--> statement-breakpoint
-- What the slices count, said once: the triggers above move them by the same rules, and
-- `npm run search:rebuild` counts them again from here.
CREATE VIEW "sitemap_slice_sources" AS
  SELECT 'listings'::text AS kind, left(id, 3) AS prefix, count(*)::int AS count, max(updated_at) AS lastmod
    FROM listings WHERE review_state = 'approved' AND status = 'live' GROUP BY 2
  UNION ALL SELECT 'projects', left(id, 3), count(*)::int, max(updated_at) FROM builder_projects
    WHERE review_state = 'approved' GROUP BY 2;
--> statement-breakpoint
INSERT INTO sitemap_slices (kind, prefix, count, lastmod) SELECT kind, prefix, count, lastmod FROM sitemap_slice_sources;
--> statement-breakpoint
-- Statistics objects are filled by the next ANALYZE: this one, not autovacuum's whenever it comes.
ANALYZE "search_items";
