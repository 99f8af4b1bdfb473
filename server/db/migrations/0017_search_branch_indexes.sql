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
DROP INDEX "search_items_city_carpet_rate_desc_idx";
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
CREATE STATISTICS "search_items_kind_purpose_city_stats" (mcv) ON kind, purpose, city_key FROM "search_items";--> statement-breakpoint
-- Statistics objects are filled by the next ANALYZE: this one, not autovacuum's whenever it comes.
ANALYZE "search_items";
