-- Product options and variants (decision 0036). Every existing product becomes a
-- product with one default variant: its price, its stock, SKU "SKU-<id>", no options. Every
-- cart line and order line points at that variant, so each keeps meaning what it meant.
ALTER TABLE products ADD COLUMN max_price_pesewas integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN option_words text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE products SET max_price_pesewas = price_pesewas;
--> statement-breakpoint
CREATE INDEX products_max_price_idx ON products (max_price_pesewas, id);
--> statement-breakpoint
CREATE TABLE product_options (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  "values" text[] NOT NULL,
  CONSTRAINT product_options_product_position_unique UNIQUE (product_id, position)
);
--> statement-breakpoint
CREATE TABLE product_variants (
  id serial PRIMARY KEY,
  public_id uuid NOT NULL DEFAULT gen_random_uuid(),
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  sku text NOT NULL,
  price_pesewas integer NOT NULL,
  stock integer NOT NULL DEFAULT 0,
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  option_values text[] NOT NULL DEFAULT '{}'::text[],
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT product_variants_public_id_unique UNIQUE (public_id),
  CONSTRAINT product_variants_sku_unique UNIQUE (sku),
  CONSTRAINT product_variants_product_values_unique UNIQUE (product_id, option_values),
  CONSTRAINT product_variants_id_product_unique UNIQUE (id, product_id),
  CONSTRAINT product_variants_price_nonnegative CHECK (price_pesewas >= 0),
  CONSTRAINT product_variants_stock_nonnegative CHECK (stock >= 0)
);
--> statement-breakpoint
CREATE INDEX product_variants_product_idx ON product_variants (product_id, position);
--> statement-breakpoint
-- Before the roll-up trigger exists: the products' figures are already these.
INSERT INTO product_variants (product_id, position, sku, price_pesewas, stock, created_at, updated_at)
SELECT id, 0, 'SKU-' || id, price_pesewas, stock, created_at, updated_at FROM products ORDER BY id;
--> statement-breakpoint
-- The product's figures set whole from its variants: lowest price, highest price, stock.
-- Whole is right where the writer holds every variant of the product locked (staff's writes
-- lock them first; a new product's variant is its first), so no other move is in flight.
CREATE OR REPLACE FUNCTION roll_up_variant_figures(product_ids integer[], with_stock boolean) RETURNS void LANGUAGE sql AS $$
  UPDATE products AS p
  SET price_pesewas = figures.lowest, max_price_pesewas = figures.highest,
    stock = CASE WHEN with_stock THEN figures.total ELSE p.stock END, updated_at = now()
  FROM (
    SELECT product_id, min(price_pesewas) AS lowest, max(price_pesewas) AS highest, sum(stock)::integer AS total
    FROM product_variants WHERE product_id = ANY (product_ids) GROUP BY product_id
  ) AS figures
  WHERE p.id = figures.product_id
    AND (p.price_pesewas, p.max_price_pesewas, p.stock)
      IS DISTINCT FROM (figures.lowest, figures.highest, CASE WHEN with_stock THEN figures.total ELSE p.stock END);
$$;
--> statement-breakpoint
-- An update (every checkout's take and return) moves products.stock by what it moved, never
-- sets it whole: two checkouts taking two variants of one product at once each add their own
-- move to the row the other wrote. Prices are set whole when one changed (only staff's writes).
CREATE OR REPLACE FUNCTION roll_up_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The product's own write is setting its one variant (sync_default_variant): it holds the figures.
  IF current_setting('shop.variant_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM roll_up_variant_figures(ARRAY(SELECT DISTINCT product_id FROM new_rows), true);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM roll_up_variant_figures(ARRAY(SELECT DISTINCT product_id FROM old_rows), true);
  ELSE
    UPDATE products AS p SET stock = p.stock + moved.stock, updated_at = now()
    FROM (
      SELECT product_id, sum(stock)::integer AS stock FROM (
        SELECT product_id, stock FROM new_rows UNION ALL SELECT product_id, -stock FROM old_rows
      ) AS moves GROUP BY product_id
    ) AS moved
    WHERE p.id = moved.product_id AND moved.stock <> 0;
    PERFORM roll_up_variant_figures(ARRAY(
      SELECT new_rows.product_id FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
      WHERE new_rows.price_pesewas <> old_rows.price_pesewas
    ), false);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_rolled_up_on_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_up_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_rolled_up_on_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_up_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_rolled_up_on_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_up_variants();
--> statement-breakpoint
-- Every new product gets its default variant with the price and stock it was inserted with,
-- whoever inserts it (the staff's form, the CSV import, the demo shop, a script): a product
-- without options has one variant. Staff's variants grid replaces it.
CREATE OR REPLACE FUNCTION give_products_default_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, position, sku, price_pesewas, stock)
  SELECT new_rows.id, 0,
    CASE WHEN EXISTS (SELECT 1 FROM product_variants WHERE sku = 'SKU-' || new_rows.id)
      THEN 'SKU-' || new_rows.id || '-' || substr(md5(random()::text), 1, 6)
      ELSE 'SKU-' || new_rows.id END,
    new_rows.price_pesewas, new_rows.stock
  FROM new_rows ORDER BY new_rows.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_get_default_variants AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION give_products_default_variants();
--> statement-breakpoint
-- A one-variant product's price and stock stay writable on the product row, as before
-- variants (scripts, older tools and tests write them): the write is passed on to its variant.
-- Only a statement's own write (trigger depth 1), not the roll-up's write above.
CREATE OR REPLACE FUNCTION sync_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 OR (NEW.stock = OLD.stock AND NEW.price_pesewas = OLD.price_pesewas) THEN
    RETURN NEW;
  END IF;
  IF (SELECT count(*) FROM product_variants WHERE product_id = NEW.id) = 1 THEN
    PERFORM set_config('shop.variant_sync', 'on', true);
    UPDATE product_variants SET stock = NEW.stock, price_pesewas = NEW.price_pesewas, updated_at = now()
    WHERE product_id = NEW.id;
    PERFORM set_config('shop.variant_sync', 'off', true);
    NEW.max_price_pesewas := NEW.price_pesewas;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_sync_default_variant BEFORE UPDATE OF stock, price_pesewas ON products
  FOR EACH ROW EXECUTE FUNCTION sync_default_variant();
--> statement-breakpoint
-- Options and variants are part of the product answer: other instances clear their answers.
CREATE OR REPLACE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'products');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_options_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_options
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
-- Cart lines: one per variant; the variant must be of the line's product.
ALTER TABLE cart_items ADD COLUMN variant_id integer;
--> statement-breakpoint
UPDATE cart_items SET variant_id = product_variants.id
FROM product_variants WHERE product_variants.product_id = cart_items.product_id;
--> statement-breakpoint
ALTER TABLE cart_items ALTER COLUMN variant_id SET NOT NULL;
--> statement-breakpoint
ALTER TABLE cart_items DROP CONSTRAINT cart_items_user_product_unique;
--> statement-breakpoint
ALTER TABLE cart_items ADD CONSTRAINT cart_items_user_variant_unique UNIQUE (user_id, variant_id);
--> statement-breakpoint
ALTER TABLE cart_items ADD CONSTRAINT cart_items_variant_of_product_fk FOREIGN KEY (variant_id, product_id)
  REFERENCES product_variants (id, product_id) ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX cart_items_product_idx ON cart_items (product_id);
--> statement-breakpoint
-- Order lines: the variant whose stock they hold, and the variant as bought.
ALTER TABLE order_items ADD COLUMN variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE order_items ADD COLUMN variant_public_id uuid;
--> statement-breakpoint
ALTER TABLE order_items ADD COLUMN variant_sku text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE order_items ADD COLUMN variant_options json NOT NULL DEFAULT '{}'::json;
--> statement-breakpoint
UPDATE order_items
SET variant_id = product_variants.id, variant_public_id = product_variants.public_id, variant_sku = product_variants.sku
FROM product_variants WHERE product_variants.product_id = order_items.product_id;
--> statement-breakpoint
CREATE INDEX order_items_variant_idx ON order_items (variant_id);
--> statement-breakpoint
-- The search finds a product by its variants' values too ("a15 256"): search_text gains
-- option_words. A generated column's expression cannot change, so it is made again, with
-- its index and the trigger that reads it.
DROP TRIGGER products_words_on_rename ON products;
--> statement-breakpoint
ALTER TABLE products DROP COLUMN search_text;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (
  ' ' || lower(regexp_replace(name || ' ' || brand || ' ' || category || ' ' || subcategory || ' ' || option_words, '[^[:alnum:]]+', ' ', 'g'))
) STORED;
--> statement-breakpoint
CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_product_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO product_words (word, shown)
    SELECT words.word, min(words.shown)
    FROM new_rows, product_words_of(name || ' ' || option_words, brand, category, subcategory) AS words
    GROUP BY words.word
    ON CONFLICT (word) DO NOTHING;
  ELSE
    INSERT INTO product_words (word, shown)
    SELECT words.word, words.shown
    FROM product_words_of(NEW.name || ' ' || NEW.option_words, NEW.brand, NEW.category, NEW.subcategory) AS words
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_on_rename AFTER UPDATE OF name, brand, category, subcategory, option_words ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION remember_product_words();
--> statement-breakpoint
ANALYZE products;
