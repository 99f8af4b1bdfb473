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
-- Hand-written, docs/listings.md#sitemap-slices. Each record's slice is the first three
-- digits of its id; these indexes find a slice's records without reading the table.
CREATE INDEX "listings_id_slice_idx" ON "listings" USING btree (left(id, 3));--> statement-breakpoint
CREATE INDEX "builder_projects_id_slice_idx" ON "builder_projects" USING btree (left(id, 3));--> statement-breakpoint
-- Counts these slices of a kind again from their records (public as the sitemap lists them: a
-- listing in search, an approved project). Each slice is locked for the rest of the transaction
-- first, in order, so a concurrent writer of the same slice counts after this one commits.
CREATE FUNCTION sitemap_slices_sync(slice_kind text, prefixes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted text[] := ARRAY(SELECT DISTINCT p FROM unnest(prefixes) p ORDER BY p);
  counted text[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('sitemap_slices:' || slice_kind || ':' || p)) FROM unnest(wanted) p;
  IF slice_kind = 'listings' THEN
    WITH written AS (INSERT INTO sitemap_slices (kind, prefix, count, lastmod)
      SELECT slice_kind, left(l.id, 3), count(*), max(l.updated_at) FROM listings l
      WHERE left(l.id, 3) = ANY(wanted) AND l.review_state = 'approved' AND l.status = 'live'
      GROUP BY 2 ORDER BY 2
      ON CONFLICT (kind, prefix) DO UPDATE SET count = excluded.count, lastmod = excluded.lastmod
      RETURNING prefix) SELECT array_agg(prefix) INTO counted FROM written;
  ELSE
    WITH written AS (INSERT INTO sitemap_slices (kind, prefix, count, lastmod)
      SELECT slice_kind, left(p.id, 3), count(*), max(p.updated_at) FROM builder_projects p
      WHERE left(p.id, 3) = ANY(wanted) AND p.review_state = 'approved'
      GROUP BY 2 ORDER BY 2
      ON CONFLICT (kind, prefix) DO UPDATE SET count = excluded.count, lastmod = excluded.lastmod
      RETURNING prefix) SELECT array_agg(prefix) INTO counted FROM written;
  END IF;
  -- A slice whose records all left has no row (no file in the index).
  DELETE FROM sitemap_slices s WHERE s.kind = slice_kind AND s.prefix = ANY(wanted)
    AND NOT s.prefix = ANY(coalesce(counted, '{}'));
END $$;
--> statement-breakpoint
-- Once per statement: the slices of the rows inserted or deleted, or of those an update changed in
-- what the sitemap reads (public or not, their last change): a view count's update moves none.
CREATE FUNCTION sitemap_slices_of_listing_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sitemap_slices_sync('listings', ARRAY(SELECT left(id, 3) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sitemap_slices_sync('listings', ARRAY(SELECT left(id, 3) FROM old_rows));
  ELSE
    PERFORM sitemap_slices_sync('listings', ARRAY(SELECT left(n.id, 3) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.review_state, o.status, o.updated_at) IS DISTINCT FROM (n.review_state, n.status, n.updated_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sitemap_slices_of_project_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sitemap_slices_sync('projects', ARRAY(SELECT left(id, 3) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sitemap_slices_sync('projects', ARRAY(SELECT left(id, 3) FROM old_rows));
  ELSE
    PERFORM sitemap_slices_sync('projects', ARRAY(SELECT left(n.id, 3) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.review_state, o.updated_at) IS DISTINCT FROM (n.review_state, n.updated_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_listing_statement();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_listing_statement();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_listing_statement();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_insert AFTER INSERT ON builder_projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_project_statement();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_update AFTER UPDATE ON builder_projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_project_statement();
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_delete AFTER DELETE ON builder_projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_project_statement();
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
INSERT INTO sitemap_slices (kind, prefix, count, lastmod)
  SELECT 'listings', left(id, 3), count(*), max(updated_at) FROM listings
  WHERE review_state = 'approved' AND status = 'live' GROUP BY 2;
--> statement-breakpoint
INSERT INTO sitemap_slices (kind, prefix, count, lastmod)
  SELECT 'projects', left(id, 3), count(*), max(updated_at) FROM builder_projects
  WHERE review_state = 'approved' GROUP BY 2;
--> statement-breakpoint
-- Statistics objects are filled by the next ANALYZE: this one, not autovacuum's whenever it comes.
ANALYZE "search_items";
