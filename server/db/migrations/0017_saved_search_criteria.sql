ALTER TABLE "saved_searches" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "property_types" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "text_patterns" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bhks" integer[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bhk_at_least" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_price" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_carpet" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_carpet" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_carpet_rate" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_carpet_rate" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "furnishings" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "ready_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "possession_month" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "posted_by" text[];--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_city_purpose" ON "saved_searches" USING btree ("city_key","purpose") WHERE "saved_searches"."alerts";--> statement-breakpoint
-- Hand-written from here: docs/listings.md#alert-matching. The searches saved before this migration
-- get their criteria's columns from their query, as insertSavedSearch (server/alerts/queries.ts)
-- writes them for a new one (server/alerts/criteriaColumns.test.ts holds the two to the same
-- columns). A kept query is savedSearchQuery's text: form-encoded ('+' a space, '%2C' a comma,
-- UTF-8 bytes as %XX), each name once, no empty value, lists joined by commas, numbers in digits.
-- The two helpers are dropped at the end.
CREATE FUNCTION saved_search_param(query text, name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT (SELECT convert_from(coalesce(string_agg(CASE WHEN m.part[1] ~ '^%[0-9A-Fa-f]{2}$'
      THEN decode(substr(m.part[1], 2), 'hex') ELSE convert_to(m.part[1], 'UTF8') END, ''::bytea ORDER BY m.n),
      ''::bytea), 'UTF8')
    FROM regexp_matches(replace(found.value, '+', ' '), '%[0-9A-Fa-f]{2}|[^%]+|%', 'g') WITH ORDINALITY AS m(part, n))
  FROM (SELECT substr(p.pair, length(name) + 2) AS value
    FROM regexp_split_to_table(query, '&') WITH ORDINALITY AS p(pair, n)
    WHERE p.pair LIKE name || '=%' ORDER BY p.n DESC LIMIT 1) found
$$;--> statement-breakpoint
-- A list's values in order (the contract trims each and drops empty ones); null when none.
CREATE FUNCTION saved_search_list(query text, name text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT array_agg(btrim(v.value) ORDER BY v.n)
  FROM unnest(string_to_array(saved_search_param(query, name), ',')) WITH ORDINALITY AS v(value, n)
  WHERE btrim(v.value) <> ''
$$;--> statement-breakpoint
UPDATE "saved_searches" s SET
  "city_key" = lower(c.city),
  "purpose" = c.purpose,
  -- A shop or an office filter finds mixed-use projects too (typesMatching).
  "property_types" = (SELECT array_agg(e.type ORDER BY t.n, e.n)
    FROM unnest(c.types) WITH ORDINALITY AS t(type, n),
      unnest(CASE WHEN t.type IN ('shop', 'office') THEN ARRAY[t.type, 'mixed use'] ELSE ARRAY[t.type] END)
        WITH ORDINALITY AS e(type, n)),
  -- textPatterns: the text with \, % and _ taken literally; under three characters (JavaScript's
  -- length: a character past U+FFFF counts two) at the start of a word.
  "text_patterns" = CASE WHEN c.q IS NULL THEN NULL
    WHEN char_length(c.q) + (SELECT count(*) FROM regexp_split_to_table(c.q, '') AS ch WHERE ascii(ch) > 65535) >= 3
      THEN ARRAY['%' || t.typed || '%']
    ELSE ARRAY[t.typed || '%', '% ' || t.typed || '%'] END,
  -- bhkCriteria: values under 5 (BHK_FILTER_PLUS) any of which, else the least of the others or more.
  "bhks" = (SELECT array_agg(b.value ORDER BY b.n) FROM unnest(c.bhk) WITH ORDINALITY AS b(value, n) WHERE b.value < 5),
  "bhk_at_least" = (SELECT min(b) FROM unnest(c.bhk) AS b WHERE b >= 5),
  "min_price" = c.min_price,
  "max_price" = c.max_price,
  "status" = c.status,
  "kind" = c.kind,
  "min_carpet" = c.min_carpet,
  "max_carpet" = c.max_carpet,
  "min_carpet_rate" = c.min_carpet_rate,
  "max_carpet_rate" = c.max_carpet_rate,
  "furnishings" = c.furnishings,
  "ready_only" = coalesce(c.possession = 'ready', false),
  "possession_month" = CASE WHEN c.possession <> 'ready' THEN c.possession || '-12' END,
  "posted_by" = c.posted_by
FROM (SELECT id,
    nullif(saved_search_param(query, 'city'), '') AS city,
    nullif(saved_search_param(query, 'q'), '') AS q,
    saved_search_list(query, 'type') AS types,
    saved_search_list(query, 'bhk')::int[] AS bhk,
    saved_search_param(query, 'minPrice')::bigint AS min_price,
    saved_search_param(query, 'maxPrice')::bigint AS max_price,
    nullif(saved_search_param(query, 'purpose'), '') AS purpose,
    nullif(saved_search_param(query, 'status'), '') AS status,
    nullif(saved_search_param(query, 'kind'), '') AS kind,
    saved_search_param(query, 'minCarpet')::int AS min_carpet,
    saved_search_param(query, 'maxCarpet')::int AS max_carpet,
    saved_search_param(query, 'minCarpetRate')::int AS min_carpet_rate,
    saved_search_param(query, 'maxCarpetRate')::int AS max_carpet_rate,
    saved_search_list(query, 'furnishing') AS furnishings,
    nullif(saved_search_param(query, 'possession'), '') AS possession,
    saved_search_list(query, 'postedBy') AS posted_by
  FROM "saved_searches") c,
  LATERAL (SELECT regexp_replace(c.q, '([\\%_])', '\\\1', 'g') AS typed) t
WHERE s.id = c.id;--> statement-breakpoint
DROP FUNCTION saved_search_list(text, text);--> statement-breakpoint
DROP FUNCTION saved_search_param(text, text);
