-- Hand-written, docs/listings.md#sitemap-slices: one trigger function for listings and projects,
-- where 0018 had a copy for each that differed only in what makes a record public. The trigger
-- names its slice kind and that test (a condition on the table's own columns); the function reads
-- the statement's transition tables through EXECUTE, which sees them as the static queries did.
-- Once per statement; an update counts only rows whose standing or last change moved (a view
-- count's update moves nothing).
CREATE FUNCTION sitemap_slices_of_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slice_kind text := TG_ARGV[0];
  public_when text := TG_ARGV[1];
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format($q$SELECT jsonb_agg(jsonb_build_object('prefix', left(id, 3), 'was_public', false,
        'is_public', true, 'at', updated_at)) FROM new_rows WHERE %s$q$, public_when) INTO changes;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format($q$SELECT jsonb_agg(jsonb_build_object('prefix', left(id, 3), 'was_public', true,
        'is_public', false, 'at', now())) FROM old_rows WHERE %s$q$, public_when) INTO changes;
  ELSE
    EXECUTE format($q$SELECT jsonb_agg(jsonb_build_object('prefix', left(n.id, 3), 'was_public', o.public,
        'is_public', n.public, 'at', CASE WHEN n.public THEN n.updated_at ELSE now() END))
      FROM (SELECT id, updated_at, coalesce(%1$s, false) AS public FROM new_rows) n
      JOIN (SELECT id, updated_at, coalesce(%1$s, false) AS public FROM old_rows) o ON o.id = n.id
      WHERE (o.public OR n.public)
        AND (o.public <> n.public OR n.updated_at IS DISTINCT FROM o.updated_at)$q$, public_when) INTO changes;
  END IF;
  IF changes IS NOT NULL THEN PERFORM sitemap_slices_move(slice_kind, changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sitemap_slices_listings_insert ON listings;--> statement-breakpoint
DROP TRIGGER sitemap_slices_listings_update ON listings;--> statement-breakpoint
DROP TRIGGER sitemap_slices_listings_delete ON listings;--> statement-breakpoint
DROP TRIGGER sitemap_slices_projects_insert ON builder_projects;--> statement-breakpoint
DROP TRIGGER sitemap_slices_projects_update ON builder_projects;--> statement-breakpoint
DROP TRIGGER sitemap_slices_projects_delete ON builder_projects;--> statement-breakpoint
DROP FUNCTION sitemap_slices_of_listings();--> statement-breakpoint
DROP FUNCTION sitemap_slices_of_projects();--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_records('listings', $$review_state = 'approved' AND status = 'live'$$);
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_records('listings', $$review_state = 'approved' AND status = 'live'$$);
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_listings_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_records('listings', $$review_state = 'approved' AND status = 'live'$$);
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_insert AFTER INSERT ON builder_projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_records('projects', $$review_state = 'approved'$$);
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_update AFTER UPDATE ON builder_projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_records('projects', $$review_state = 'approved'$$);
--> statement-breakpoint
CREATE TRIGGER sitemap_slices_projects_delete AFTER DELETE ON builder_projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sitemap_slices_of_records('projects', $$review_state = 'approved'$$);
