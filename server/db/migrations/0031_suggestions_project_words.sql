CREATE TABLE "search_project_words" (
	"word" text NOT NULL,
	"city_key" text NOT NULL,
	"name_key" text NOT NULL,
	"id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_project_words_id_idx" ON "search_project_words" USING btree ("id");--> statement-breakpoint
-- Hand-written from here, docs/listings.md#search-suggestions: a project's name words for the
-- suggestions, so a word start is a range of one B-tree (text_pattern_ops: LIKE 'pa%' whatever the
-- collation) read in the index alone, where the name's trigram index handed every candidate back to
-- the 10 lakh row table to be checked again ('Pa': 3,472 projects, 16 ms). Moved by each statement on
-- search_items in its own transaction, like search_title_words (0025).
CREATE INDEX "search_project_words_word_idx" ON "search_project_words" USING btree ("word" text_pattern_ops, "city_key") INCLUDE ("name_key", "id");
--> statement-breakpoint
-- A name's words as the suggestions' word starts read it: split at each space, lower-cased, each once.
CREATE FUNCTION project_name_words(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM string_to_table(lower(name), ' ') AS word WHERE word <> ''
$$;
--> statement-breakpoint
CREATE VIEW search_project_word_sources AS
SELECT w.word, coalesce(s.city_key, '') AS city_key, lower(s.title) AS name_key, s.id FROM search_items s
  CROSS JOIN LATERAL project_name_words(s.title) AS w(word)
  WHERE s.kind = 'builder-project';
--> statement-breakpoint
CREATE FUNCTION search_project_words_of_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_project_words w USING old_rows o WHERE o.kind = 'builder-project' AND w.id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_project_words (word, city_key, name_key, id)
      SELECT w.word, coalesce(n.city_key, ''), lower(n.title), n.id FROM new_rows n
      CROSS JOIN LATERAL project_name_words(n.title) AS w(word)
      WHERE n.kind = 'builder-project';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_project_words_insert AFTER INSERT ON search_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_project_words_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_project_words_delete AFTER DELETE ON search_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_project_words_of_statement();
--> statement-breakpoint
CREATE TRIGGER search_project_words_update AFTER UPDATE ON search_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_project_words_of_statement();
--> statement-breakpoint
INSERT INTO search_project_words (word, city_key, name_key, id)
  SELECT word, city_key, name_key, id FROM search_project_word_sources;
--> statement-breakpoint
ANALYZE search_project_words;
