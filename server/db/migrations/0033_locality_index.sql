DROP INDEX "search_items_city_locality_idx";--> statement-breakpoint
-- docs/localities.md#locality-index: the same keys, then the time posted, so a locality's newest is
-- the last entry of its range; with the columns a locality's figures and its centre read, and those a
-- search reads of a locality's listings when its text names the locality (its id, and the filters and
-- sorts but the rarer ones), so those reads never visit the table (a locality of 6,000 items sat in
-- 5,800 of its pages at 10 lakh listings). The locality itself too: the planner takes an index-only
-- scan only when the index holds every column the query names, those inside lower(locality) among them.
CREATE INDEX "search_items_city_locality_idx" ON "search_items" USING btree ("city_key", lower("locality"), "created_at")
  INCLUDE ("locality", "kind", "id", "purpose", "bhk_max", "price", "carpet", "carpet_rate", "lat", "lng");
