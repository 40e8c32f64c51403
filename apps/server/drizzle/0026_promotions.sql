-- Promotions (decision 0062): sale prices on variants, discount codes and automatic
-- promotions, the uses orders take, and the discount each order and line carries.
--
-- Sale prices. A variant may have a sale price with a start and an end (either open). The
-- price a shopper pays now is kept in price_now_pesewas, on the variant and rolled up on the
-- product (lowest and highest), so the list filters and sorts by it through indexes; the
-- product's price_changes_at is the next instant a sale of one of its variants starts or
-- ends, and the catalogue refreshes the products whose instant has passed before it answers
-- (and clears the answers that showed the old price). "Now" is the catalogue's clock when it
-- refreshes (the setting shop.price_clock, for its transaction) and the database's otherwise.
ALTER TABLE product_variants
  ADD COLUMN sale_price_pesewas integer,
  ADD COLUMN sale_starts_at timestamp with time zone,
  ADD COLUMN sale_ends_at timestamp with time zone,
  ADD COLUMN price_now_pesewas integer;
--> statement-breakpoint
UPDATE product_variants SET price_now_pesewas = price_pesewas;
--> statement-breakpoint
ALTER TABLE product_variants
  ALTER COLUMN price_now_pesewas SET NOT NULL,
  ADD CONSTRAINT product_variants_sale_price_below_price
    CHECK (sale_price_pesewas IS NULL OR (sale_price_pesewas >= 0 AND sale_price_pesewas < price_pesewas)),
  ADD CONSTRAINT product_variants_sale_window_ordered
    CHECK (sale_starts_at IS NULL OR sale_ends_at IS NULL OR sale_starts_at < sale_ends_at);
--> statement-breakpoint
CREATE INDEX product_variants_price_now_idx ON product_variants (price_now_pesewas, product_id);
--> statement-breakpoint
ALTER TABLE products
  ADD COLUMN price_now_pesewas integer,
  ADD COLUMN max_price_now_pesewas integer,
  ADD COLUMN price_changes_at timestamp with time zone;
--> statement-breakpoint
UPDATE products SET price_now_pesewas = price_pesewas, max_price_now_pesewas = max_price_pesewas;
--> statement-breakpoint
ALTER TABLE products
  ALTER COLUMN price_now_pesewas SET NOT NULL,
  ALTER COLUMN max_price_now_pesewas SET NOT NULL;
--> statement-breakpoint
CREATE INDEX products_price_now_idx ON products (price_now_pesewas, id);
--> statement-breakpoint
CREATE INDEX products_max_price_now_idx ON products (max_price_now_pesewas, id);
--> statement-breakpoint
CREATE INDEX products_price_changes_at_idx ON products (price_changes_at) WHERE price_changes_at IS NOT NULL;
--> statement-breakpoint
-- The instant prices are read at: the refreshing transaction's clock, or now().
CREATE OR REPLACE FUNCTION price_clock() RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('shop.price_clock', true), '')::timestamp with time zone, now());
$$;
--> statement-breakpoint
-- A variant's price at an instant: its sale price inside the sale's window, its price outside.
CREATE OR REPLACE FUNCTION variant_price_at(
  price integer, sale_price integer, starts_at timestamp with time zone, ends_at timestamp with time zone,
  at timestamp with time zone
) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN sale_price IS NOT NULL AND (starts_at IS NULL OR starts_at <= at) AND (ends_at IS NULL OR at < ends_at)
      THEN sale_price ELSE price END;
$$;
--> statement-breakpoint
-- Every write of a variant keeps its price now.
CREATE OR REPLACE FUNCTION set_variant_price_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_now_pesewas := variant_price_at(
    NEW.price_pesewas, NEW.sale_price_pesewas, NEW.sale_starts_at, NEW.sale_ends_at, price_clock());
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_price_now BEFORE INSERT OR UPDATE OF price_pesewas, sale_price_pesewas,
  sale_starts_at, sale_ends_at, price_now_pesewas ON product_variants
  FOR EACH ROW EXECUTE FUNCTION set_variant_price_now();
--> statement-breakpoint
-- The product's figures set whole from its variants (migration 0016's, with the prices now and
-- the next instant one of them changes).
CREATE OR REPLACE FUNCTION roll_up_variant_figures(product_ids integer[], with_stock boolean) RETURNS void LANGUAGE sql AS $$
  UPDATE products AS p
  SET price_pesewas = figures.lowest, max_price_pesewas = figures.highest,
    price_now_pesewas = figures.lowest_now, max_price_now_pesewas = figures.highest_now,
    price_changes_at = figures.changes_at,
    stock = CASE WHEN with_stock THEN figures.total ELSE p.stock END, updated_at = now()
  FROM (
    SELECT product_id, min(price_pesewas) AS lowest, max(price_pesewas) AS highest,
      min(price_now_pesewas) AS lowest_now, max(price_now_pesewas) AS highest_now,
      least(
        min(sale_starts_at) FILTER (WHERE sale_price_pesewas IS NOT NULL AND sale_starts_at > price_clock()),
        min(sale_ends_at) FILTER (WHERE sale_price_pesewas IS NOT NULL AND sale_ends_at > price_clock())
      ) AS changes_at,
      sum(stock)::integer AS total
    FROM product_variants WHERE product_id = ANY (product_ids) GROUP BY product_id
  ) AS figures
  WHERE p.id = figures.product_id
    AND (p.price_pesewas, p.max_price_pesewas, p.price_now_pesewas, p.max_price_now_pesewas, p.price_changes_at, p.stock)
      IS DISTINCT FROM (figures.lowest, figures.highest, figures.lowest_now, figures.highest_now, figures.changes_at,
        CASE WHEN with_stock THEN figures.total ELSE p.stock END);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION roll_up_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
      WHERE (new_rows.price_pesewas, new_rows.price_now_pesewas, new_rows.sale_price_pesewas,
          new_rows.sale_starts_at, new_rows.sale_ends_at)
        IS DISTINCT FROM (old_rows.price_pesewas, old_rows.price_now_pesewas, old_rows.sale_price_pesewas,
          old_rows.sale_starts_at, old_rows.sale_ends_at)
    ), false);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A one-variant product's price written on the product row (scripts, older tools): its price
-- now follows on the row as well as on the variant.
CREATE OR REPLACE FUNCTION sync_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 OR (NEW.stock = OLD.stock AND NEW.price_pesewas = OLD.price_pesewas) THEN
    RETURN NEW;
  END IF;
  IF (SELECT count(*) FROM product_variants WHERE product_id = NEW.id) = 1 THEN
    PERFORM set_config('shop.variant_sync', 'on', true);
    UPDATE product_variants SET stock = NEW.stock, price_pesewas = NEW.price_pesewas,
      -- A sale price at or above the new price would break the variant's check: the sale ends.
      sale_price_pesewas = CASE WHEN sale_price_pesewas < NEW.price_pesewas THEN sale_price_pesewas END,
      updated_at = now()
    WHERE product_id = NEW.id;
    PERFORM set_config('shop.variant_sync', 'off', true);
    NEW.max_price_pesewas := NEW.price_pesewas;
    SELECT price_now_pesewas INTO NEW.price_now_pesewas FROM product_variants WHERE product_id = NEW.id;
    NEW.max_price_now_pesewas := NEW.price_now_pesewas;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A product inserted with its price (the default variant follows) starts with that price now.
CREATE OR REPLACE FUNCTION set_product_price_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_now_pesewas := coalesce(NEW.price_now_pesewas, NEW.price_pesewas);
  NEW.max_price_now_pesewas := coalesce(NEW.max_price_now_pesewas, NEW.max_price_pesewas, NEW.price_pesewas);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_now_on_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION set_product_price_now();
--> statement-breakpoint
-- Discount codes and automatic promotions. A code is stored as it is matched: upper case,
-- no spaces; an automatic promotion has none. uses_taken counts the live uses (orders placed
-- with it and not cancelled or expired); the check makes "N uses left" exactly N orders.
CREATE TABLE promotions (
  id serial PRIMARY KEY,
  code text UNIQUE CHECK (code IS NULL OR code ~ '^[A-Z0-9-]{4,32}$'),
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed', 'free-delivery')),
  percent integer CHECK (percent BETWEEN 1 AND 90),
  amount_pesewas integer CHECK (amount_pesewas > 0),
  minimum_subtotal_pesewas integer NOT NULL DEFAULT 0 CHECK (minimum_subtotal_pesewas >= 0),
  scope jsonb NOT NULL DEFAULT '{"categories":[],"brands":[],"productIds":[]}',
  starts_at timestamp with time zone,
  ends_at timestamp with time zone,
  total_uses integer CHECK (total_uses > 0),
  uses_per_customer integer CHECK (uses_per_customer > 0),
  first_order_only boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  uses_taken integer NOT NULL DEFAULT 0 CHECK (uses_taken >= 0),
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT promotions_uses_within_total CHECK (total_uses IS NULL OR uses_taken <= total_uses),
  CONSTRAINT promotions_window_ordered CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at),
  CONSTRAINT promotions_kind_figures CHECK (
    (kind = 'percent' AND percent IS NOT NULL AND amount_pesewas IS NULL)
    OR (kind = 'fixed' AND amount_pesewas IS NOT NULL AND percent IS NULL)
    OR (kind = 'free-delivery' AND percent IS NULL AND amount_pesewas IS NULL))
);
--> statement-breakpoint
CREATE INDEX promotions_automatic_idx ON promotions (id) WHERE code IS NULL AND enabled;
--> statement-breakpoint
-- One row per order placed with a promotion; given back (never deleted) when the order is
-- cancelled or its hold runs out, so the Promotions page can show what was taken and returned.
CREATE TABLE promotion_uses (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE RESTRICT,
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  discount_pesewas integer NOT NULL CHECK (discount_pesewas >= 0),
  taken_at timestamp with time zone DEFAULT now() NOT NULL,
  given_back_at timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX promotion_uses_promotion_idx ON promotion_uses (promotion_id, taken_at);
--> statement-breakpoint
CREATE INDEX promotion_uses_live_by_user_idx ON promotion_uses (user_id, promotion_id) WHERE given_back_at IS NULL;
--> statement-breakpoint
-- The code a shopper entered in the cart (at most one per cart).
CREATE TABLE cart_discounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  added_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An order's discount: discount_pesewas off the goods (spread over its lines), and
-- delivery_discount_pesewas waived off delivery (shipping_fee_pesewas is what is charged).
-- total = subtotal - discount + shipping fee.
ALTER TABLE orders
  ADD COLUMN discount_pesewas integer NOT NULL DEFAULT 0 CHECK (discount_pesewas >= 0),
  ADD COLUMN delivery_discount_pesewas integer NOT NULL DEFAULT 0 CHECK (delivery_discount_pesewas >= 0),
  ADD COLUMN discount_code text,
  ADD COLUMN discount_description text,
  ADD COLUMN promotion_id integer REFERENCES promotions (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX orders_promotion_idx ON orders (promotion_id) WHERE promotion_id IS NOT NULL;
--> statement-breakpoint
-- A line's regular price when it was bought on sale (null: not on sale), and its share of the
-- order's discount (largest remainder, so the shares add up to the discount to the pesewa).
ALTER TABLE order_items
  ADD COLUMN regular_unit_price_pesewas integer,
  ADD COLUMN discount_pesewas integer NOT NULL DEFAULT 0 CHECK (discount_pesewas >= 0);
