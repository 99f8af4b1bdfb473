DROP INDEX "search_items_city_locality_trgm_idx";--> statement-breakpoint
DROP INDEX "search_items_city_title_trgm_idx";--> statement-breakpoint
-- The trigrams of the whole locality and title went: they found every item of a locality twice, then
-- sent each back to the table to be checked ("Versova" in Mumbai, 5,957 rows, 48 ms at 10 lakh).
-- Hand-written from here, docs/listings.md#search-text-localities: a search's text is found in an
-- item's locality through the localities that hold it (search_localities, then their items by the
-- B-tree of 0029), and in the rest of its title through this: the lower-cased title between two
-- spaces, each mention of its own locality between spaces cut out, two spaces in its place (the words
-- on either side never meet). A title mostly names its locality ('… for Sale in Versova'); cut only
-- between spaces, so a text without a space never runs across a cut.
CREATE FUNCTION search_title_rest(title text, locality text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(locality, '') = '' THEN ' ' || lower(title) || ' '
    ELSE replace(' ' || lower(title) || ' ', ' ' || lower(locality) || ' ', '  ') END
$$;
--> statement-breakpoint
CREATE INDEX "search_items_city_title_rest_trgm_idx" ON "search_items" USING gin ("city_key", search_title_rest("title", "locality") gin_trgm_ops);
