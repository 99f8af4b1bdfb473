CREATE TABLE "search_tallies" (
	"city_key" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"bhk_bucket" integer NOT NULL,
	"price_band" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_tallies_city_key_kind_purpose_bhk_bucket_price_band_pk" PRIMARY KEY("city_key","kind","purpose","bhk_bucket","price_band")
);
--> statement-breakpoint
-- Hand-written: btree_gin lets the text's GIN indexes hold the city beside the trigrams, so a text in
-- a city reads only that city's matches, not every city's (docs/listings.md#search-text-plans).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "search_items_locality_trgm_idx";--> statement-breakpoint
DROP INDEX "search_items_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_items_city_locality_trgm_idx" ON "search_items" USING gin ("city_key","locality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_items_city_title_trgm_idx" ON "search_items" USING gin ("city_key","title" gin_trgm_ops);
--> statement-breakpoint
-- Hand-written from here, docs/listings.md#search-tallies: the live count of public items per city,
-- kind, purpose, BHK bucket and price band, moved by each statement on search_items in its own
-- transaction like search_localities (0014) and search_title_words (0025). A search without text adds
-- up the rows its filters take whole and the rows they touch, rather than counting its matches.
-- A price's band: -1 unpriced; between edges even (2k after the k-th edge, 0 below the first), at an
-- edge odd (2k - 1 at the k-th), so a budget whose ends are edges takes whole bands only. The edges
-- are budgets people pick: 1, 1.5, 2, 2.5, 3, 4, 5, 6 and 7.5 of each power of ten from 1,000 rupees.
CREATE FUNCTION search_price_band(price float8, priced boolean) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN NOT priced THEN -1 WHEN k > 0 AND price = edges[k] THEN 2 * k - 1 ELSE 2 * k END
  FROM (SELECT '{1000,1500,2000,2500,3000,4000,5000,6000,7500,10000,15000,20000,25000,30000,40000,50000,60000,75000,100000,150000,200000,250000,300000,400000,500000,600000,750000,1000000,1500000,2000000,2500000,3000000,4000000,5000000,6000000,7500000,10000000,15000000,20000000,25000000,30000000,40000000,50000000,60000000,75000000,100000000,150000000,200000000,250000000,300000000,400000000,500000000,600000000,750000000,1000000000,1500000000,2000000000,2500000000,3000000000,4000000000,5000000000,6000000000,7500000000}'::float8[] AS edges) e
  CROSS JOIN LATERAL width_bucket(price, e.edges) AS k
$$;
--> statement-breakpoint
-- An item's tally row: the one definition the triggers and the recount's view read.
CREATE FUNCTION search_tally_key(s search_items) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('city_key', coalesce(s.city_key, ''), 'kind', s.kind, 'purpose', s.purpose,
    'bhk_bucket', least(coalesce(s.bhk_max, 0), 5), 'price_band', search_price_band(s.price, s.priced))
$$;
--> statement-breakpoint
-- Rows in one order so that two writers never wait on each other round a circle; an update that
-- keeps an item's key cancels out.
CREATE FUNCTION search_tallies_add(items jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_tallies (city_key, kind, purpose, bhk_bucket, price_band, count)
    SELECT i.city_key, i.kind, i.purpose, i.bhk_bucket, i.price_band, sum(i.n)
    FROM jsonb_to_recordset(items) AS i(city_key text, kind text, purpose text, bhk_bucket int, price_band int, n int)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(i.n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (city_key, kind, purpose, bhk_bucket, price_band)
      DO UPDATE SET count = search_tallies.count + excluded.count;
  DELETE FROM search_tallies t USING jsonb_to_recordset(items) AS i(city_key text, kind text, purpose text, bhk_bucket int, price_band int, n int)
    WHERE i.n < 0 AND t.city_key = i.city_key AND t.kind = i.kind AND t.purpose = i.purpose
      AND t.bhk_bucket = i.bhk_bucket AND t.price_band = i.price_band AND t.count <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION search_tallies_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_tallies_add((SELECT jsonb_agg(search_tally_key(s) || '{"n": 1}') FROM new_rows s));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_tallies_add((SELECT jsonb_agg(search_tally_key(s) || '{"n": -1}') FROM old_rows s));
  ELSE
    PERFORM search_tallies_add((SELECT jsonb_agg(item) FROM (
      SELECT search_tally_key(s) || '{"n": -1}' AS item FROM old_rows s
      UNION ALL
      SELECT search_tally_key(s) || '{"n": 1}' FROM new_rows s) moved));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_tallies_insert AFTER INSERT ON search_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_tallies_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_tallies_delete AFTER DELETE ON search_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_tallies_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_tallies_update AFTER UPDATE ON search_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_tallies_of_statement();
--> statement-breakpoint
-- The tallies as the items hold them: the backfill below, `npm run search:rebuild` and the read-model
-- test recount from it.
CREATE VIEW search_tally_sources AS
SELECT k.city_key, k.kind, k.purpose, k.bhk_bucket, k.price_band, count(*)::int AS count FROM search_items s
  CROSS JOIN LATERAL jsonb_to_record(search_tally_key(s)) AS k(city_key text, kind text, purpose text, bhk_bucket int, price_band int)
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO search_tallies (city_key, kind, purpose, bhk_bucket, price_band, count)
  SELECT city_key, kind, purpose, bhk_bucket, price_band, count FROM search_tally_sources ORDER BY 1, 2, 3, 4, 5;
--> statement-breakpoint
ANALYZE search_tallies;
