-- Hand-written, docs/listings.md#search-suggestions: the projects' name index leads with the city
-- (btree_gin, migration 0026), as the search text's do: 'Ko' in Pune read every city's 1,478 projects
-- named so from the table to keep Pune's 236.
CREATE INDEX "search_projects_city_title_trgm_idx" ON "search_items" USING gin (city_key, title gin_trgm_ops) WHERE kind = 'builder-project';--> statement-breakpoint
DROP INDEX "search_projects_title_trgm_idx";
