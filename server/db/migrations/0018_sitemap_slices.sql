CREATE TABLE "sitemap_slices" (
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"count" integer NOT NULL,
	"lastmod" timestamp with time zone,
	CONSTRAINT "sitemap_slices_kind_prefix_pk" PRIMARY KEY("kind","prefix")
);
--> statement-breakpoint
CREATE INDEX "builder_projects_owner_approved_idx" ON "builder_projects" USING btree ("owner_id","updated_at") WHERE "builder_projects"."review_state" = 'approved';
--> statement-breakpoint
-- Hand-written from here: docs/listings.md#sitemap-slices. Each record's slice is the first three
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
