-- Search that forgives typos (modules/catalogue/product-search.ts, decision 0030). A product is
-- found by the words of its name, brand, category and subcategory: lower-cased, punctuation
-- made spaces, each word after a space, so that "a word starts with" is a LIKE '% word%' the
-- trigram index answers: ' samsung galaxy a15 128gb samsung phone android phone'.
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (
  ' ' || lower(regexp_replace(name || ' ' || brand || ' ' || category || ' ' || subcategory, '[^[:alnum:]]+', ' ', 'g'))
) STORED;
--> statement-breakpoint
-- fastupdate off: PGlite runs no autovacuum, so a GIN index's pending list is never cleaned
-- there, and every search read up to 4 MB of it in a line (100 ms at 100,000 products for a
-- word nothing has). Products change seldom; each change updates the index at once instead.
CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The staff's name search has the same index, made before this was known.
SELECT gin_clean_pending_list('products_name_trgm_idx');
--> statement-breakpoint
ALTER INDEX products_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
-- An exact name ranks first, whatever its case.
CREATE INDEX products_name_lower_idx ON products (lower(name));
--> statement-breakpoint
-- The words products are named with, for correcting a misspelt one ("samsng" to "samsung") and
-- for "Did you mean": a few hundred rows, where a trigram look-up is cheap, beside 100,000
-- products, where it is not. `shown` keeps the word as a product writes it ("iPhone").
-- Words only grow: one no product uses any more corrects to a word that finds nothing.
CREATE TABLE product_words (
  word text PRIMARY KEY,
  shown text NOT NULL
);
--> statement-breakpoint
CREATE INDEX product_words_trgm_idx ON product_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_words_of(name text, brand text, category text, subcategory text)
RETURNS TABLE (word text, shown text) LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(part), min(part)
  FROM regexp_split_to_table(name || ' ' || brand || ' ' || category || ' ' || subcategory, '[^[:alnum:]]+') AS part
  -- Numbers and two-letter words are matched as typed, never corrected.
  WHERE length(part) >= 3 AND part ~ '[[:alpha:]]'
  GROUP BY lower(part)
$$;
--> statement-breakpoint
INSERT INTO product_words (word, shown)
SELECT words.word, min(words.shown) FROM products, product_words_of(name, brand, category, subcategory) AS words
GROUP BY words.word
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_product_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO product_words (word, shown)
    SELECT words.word, min(words.shown) FROM new_rows, product_words_of(name, brand, category, subcategory) AS words
    GROUP BY words.word
    ON CONFLICT (word) DO NOTHING;
  ELSE
    INSERT INTO product_words (word, shown)
    SELECT words.word, words.shown FROM product_words_of(NEW.name, NEW.brand, NEW.category, NEW.subcategory) AS words
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_product_words();
--> statement-breakpoint
-- Row by row, and only when a named column changed: a stock update never comes here.
CREATE TRIGGER products_words_on_rename AFTER UPDATE OF name, brand, category, subcategory ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION remember_product_words();
--> statement-breakpoint
-- Deep pages of the whole list (decision 0030): live products counted per block of 1,000 ids,
-- so page 2000 starts from its block instead of stepping over 48,000 rows. Kept by the same
-- trigger as live_product_count; a stock update changes no block and writes nothing.
CREATE TABLE live_product_blocks (
  block integer PRIMARY KEY,
  live integer NOT NULL
);
--> statement-breakpoint
INSERT INTO live_product_blocks (block, live)
SELECT id / 1000, count(*) FROM products WHERE archived_at IS NULL GROUP BY id / 1000;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_live_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE live_product_count SET live = 0;
    DELETE FROM live_product_blocks;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_product_blocks AS blocks (block, live)
    SELECT id / 1000, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY id / 1000
    ON CONFLICT (block) DO UPDATE SET live = blocks.live + excluded.live;
    change := (SELECT count(*) FROM new_rows WHERE archived_at IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE live_product_blocks AS blocks SET live = blocks.live - gone.live
    FROM (SELECT id / 1000 AS block, count(*) AS live FROM old_rows WHERE archived_at IS NULL GROUP BY id / 1000) AS gone
    WHERE blocks.block = gone.block;
    change := -(SELECT count(*) FROM old_rows WHERE archived_at IS NULL);
  ELSE
    -- Only an archive or a restore moves a block; a block that had no live product gets its row.
    INSERT INTO live_product_blocks AS blocks (block, live)
    SELECT new_rows.id / 1000,
      sum((new_rows.archived_at IS NULL)::integer - (old_rows.archived_at IS NULL)::integer)
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE (new_rows.archived_at IS NULL) <> (old_rows.archived_at IS NULL)
    GROUP BY new_rows.id / 1000
    ON CONFLICT (block) DO UPDATE SET live = blocks.live + excluded.live;
    change := (SELECT count(*) FROM new_rows WHERE archived_at IS NULL)
      - (SELECT count(*) FROM old_rows WHERE archived_at IS NULL);
  END IF;
  IF change <> 0 THEN
    UPDATE live_product_count SET live = live + change;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The search reads ANALYZE's sample of search_text to tell common words from rare ones.
ANALYZE products;
