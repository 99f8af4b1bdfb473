CREATE TABLE "search_title_words" (
	"city" text NOT NULL,
	"word" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_title_words_city_word_pk" PRIMARY KEY("city","word")
);
--> statement-breakpoint
CREATE INDEX "search_title_words_word_trgm_idx" ON "search_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written from here, docs/listings.md#search-plans: the live count of public items per city and
-- title word (lower-cased, split at spaces, each word once per item), moved by each statement on
-- search_items in its own transaction like search_localities (0014): a search's text is estimated
-- from it before it is read. Rows in one order so that two writers never wait on each other round a
-- circle; an update's old and new titles cancel where they share a word.
-- A title's words, each once: the one definition the triggers and the recount's view both read.
CREATE FUNCTION title_words(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(title), '\s+') AS word WHERE word <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION search_title_words_add(items jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_title_words (city, word, count)
    SELECT i.city, w.word, sum(i.n)
    FROM jsonb_to_recordset(items) AS i(city text, title text, n int)
    CROSS JOIN LATERAL title_words(i.title) AS w(word)
    GROUP BY i.city, w.word HAVING sum(i.n) <> 0 ORDER BY i.city, w.word
    ON CONFLICT (city, word) DO UPDATE SET count = search_title_words.count + excluded.count;
  DELETE FROM search_title_words tw
    USING jsonb_to_recordset(items) AS i(city text, title text, n int)
    CROSS JOIN LATERAL title_words(i.title) AS w(word)
    WHERE i.n < 0 AND tw.city = i.city AND tw.word = w.word AND tw.count <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION search_title_words_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_title_words_add((SELECT jsonb_agg(jsonb_build_object('city', coalesce(city, ''),
      'title', title, 'n', 1)) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_title_words_add((SELECT jsonb_agg(jsonb_build_object('city', coalesce(city, ''),
      'title', title, 'n', -1)) FROM old_rows));
  ELSE
    PERFORM search_title_words_add((SELECT jsonb_agg(item) FROM (
      SELECT jsonb_build_object('city', coalesce(city, ''), 'title', title, 'n', -1) AS item FROM old_rows
      UNION ALL
      SELECT jsonb_build_object('city', coalesce(city, ''), 'title', title, 'n', 1) FROM new_rows) moved));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_title_words_insert AFTER INSERT ON search_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_words_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_title_words_delete AFTER DELETE ON search_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_words_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_title_words_update AFTER UPDATE ON search_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_words_of_statement();
--> statement-breakpoint
-- The counts as the items hold them: the backfill below, `npm run search:rebuild` and the read-model
-- test recount from it.
CREATE VIEW search_title_word_sources AS
SELECT coalesce(s.city, '') AS city, w.word, count(*)::int AS count FROM search_items s
  CROSS JOIN LATERAL title_words(s.title) AS w(word)
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO search_title_words (city, word, count)
  SELECT city, word, count FROM search_title_word_sources ORDER BY city, word;
--> statement-breakpoint
ANALYZE search_title_words;
