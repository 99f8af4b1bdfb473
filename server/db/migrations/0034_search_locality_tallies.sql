CREATE TABLE "search_locality_tallies" (
	"city_key" text NOT NULL,
	"locality_key" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"bhk_bucket" integer NOT NULL,
	"price_band" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_locality_tallies_pk" PRIMARY KEY("city_key","locality_key","kind","purpose","bhk_bucket","price_band")
);
--> statement-breakpoint
-- Hand-written from here, docs/listings.md#search-locality-tallies: search_tallies' counts with each
-- item's locality (lower-cased) in the key, moved by the same statement trigger in the same
-- transaction. A text common in its scope that names localities ("Sect" in Noida) counts their share
-- from here rather than reading every item of the branches' ranges to check it. An item without a
-- city has no locality key and no row here: a search's text is checked on it whole.
CREATE OR REPLACE FUNCTION search_tally_key(s search_items) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('city_key', coalesce(s.city_key, ''), 'locality_key',
    CASE WHEN s.city_key IS NOT NULL THEN lower(coalesce(s.locality, '')) END,
    'kind', s.kind, 'purpose', s.purpose, 'bhk_bucket', least(coalesce(s.bhk_max, 0), 5),
    'price_band', search_price_band(s.price, s.priced))
$$;
--> statement-breakpoint
-- As search_tallies_add (0026): rows in one order, an update that keeps an item's key cancels out.
CREATE FUNCTION search_locality_tallies_add(items jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_locality_tallies (city_key, locality_key, kind, purpose, bhk_bucket, price_band, count)
    SELECT i.city_key, i.locality_key, i.kind, i.purpose, i.bhk_bucket, i.price_band, sum(i.n)
    FROM jsonb_to_recordset(items)
      AS i(city_key text, locality_key text, kind text, purpose text, bhk_bucket int, price_band int, n int)
    WHERE i.locality_key IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(i.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (city_key, locality_key, kind, purpose, bhk_bucket, price_band)
      DO UPDATE SET count = search_locality_tallies.count + excluded.count;
  DELETE FROM search_locality_tallies t USING jsonb_to_recordset(items)
      AS i(city_key text, locality_key text, kind text, purpose text, bhk_bucket int, price_band int, n int)
    WHERE i.n < 0 AND t.city_key = i.city_key AND t.locality_key = i.locality_key AND t.kind = i.kind
      AND t.purpose = i.purpose AND t.bhk_bucket = i.bhk_bucket AND t.price_band = i.price_band AND t.count <= 0;
$$;
--> statement-breakpoint
-- The trigger of 0026 moves both tallies from one list of keys (search_tallies_add reads the keys it has).
CREATE OR REPLACE FUNCTION search_tallies_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    moved := (SELECT jsonb_agg(search_tally_key(s) || '{"n": 1}') FROM new_rows s);
  ELSIF TG_OP = 'DELETE' THEN
    moved := (SELECT jsonb_agg(search_tally_key(s) || '{"n": -1}') FROM old_rows s);
  ELSE
    moved := (SELECT jsonb_agg(item) FROM (
      SELECT search_tally_key(s) || '{"n": -1}' AS item FROM old_rows s
      UNION ALL
      SELECT search_tally_key(s) || '{"n": 1}' FROM new_rows s) changed);
  END IF;
  PERFORM search_tallies_add(moved);
  PERFORM search_locality_tallies_add(moved);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The locality tallies as the items hold them: the backfill below, `npm run search:rebuild` and the
-- read-model test recount from it.
CREATE VIEW search_locality_tally_sources AS
SELECT k.city_key, k.locality_key, k.kind, k.purpose, k.bhk_bucket, k.price_band, count(*)::int AS count
  FROM search_items s
  CROSS JOIN LATERAL jsonb_to_record(search_tally_key(s))
    AS k(city_key text, locality_key text, kind text, purpose text, bhk_bucket int, price_band int)
  WHERE k.locality_key IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO search_locality_tallies (city_key, locality_key, kind, purpose, bhk_bucket, price_band, count)
  SELECT city_key, locality_key, kind, purpose, bhk_bucket, price_band, count FROM search_locality_tally_sources
  ORDER BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
ANALYZE search_locality_tallies;
