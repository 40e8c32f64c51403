-- Stock per branch (decision 0068) and pickup at a branch (decision 0069).
-- Each branch's units of each variant; a missing row is none. Every variant's stock moves to
-- the branch that fills delivery orders, so totals are unchanged.
CREATE TABLE branch_stock (
  variant_id integer NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  stock integer NOT NULL DEFAULT 0,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (variant_id, branch_id),
  CONSTRAINT branch_stock_nonnegative CHECK (stock >= 0)
);
--> statement-breakpoint
-- "In stock at Accra Mall and Kumasi", the list's branch filter, a branch's grid: rows with stock.
CREATE INDEX branch_stock_held_idx ON branch_stock (branch_id, variant_id) WHERE stock > 0;
--> statement-breakpoint
INSERT INTO branch_stock (variant_id, branch_id, stock)
SELECT product_variants.id, branches.id, product_variants.stock
FROM product_variants CROSS JOIN branches
WHERE branches.fills_delivery AND product_variants.stock > 0;
--> statement-breakpoint
-- The branch that fills delivery orders: where a write of a variant's single figure goes, and
-- an order's branch unless it names another.
CREATE OR REPLACE FUNCTION delivery_branch_id() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT id FROM branches WHERE fills_delivery
$$;
--> statement-breakpoint
-- product_variants.stock stays the sum of its branches' rows, so every reader of stock (the
-- list, the product page, the cart, staff's grids, alerts) reads one figure as before. Each
-- statement on branch_stock adds its moves to the variants (whose own trigger, migration
-- 0016, moves the products). The flag shop.stock_sync marks the write one of the two triggers
-- makes, so the other does not echo it back.
CREATE OR REPLACE FUNCTION roll_up_branch_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.stock_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('shop.stock_sync', 'on', true);
  IF TG_OP = 'INSERT' THEN
    UPDATE product_variants AS v SET stock = v.stock + moved.stock, updated_at = now()
    FROM (SELECT variant_id, sum(stock)::integer AS stock FROM new_rows GROUP BY variant_id) AS moved
    WHERE v.id = moved.variant_id AND moved.stock <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE product_variants AS v SET stock = v.stock - moved.stock, updated_at = now()
    FROM (SELECT variant_id, sum(stock)::integer AS stock FROM old_rows GROUP BY variant_id) AS moved
    WHERE v.id = moved.variant_id AND moved.stock <> 0;
  ELSE
    UPDATE product_variants AS v SET stock = v.stock + moved.stock, updated_at = now()
    FROM (
      SELECT variant_id, sum(stock)::integer AS stock FROM (
        SELECT variant_id, stock FROM new_rows UNION ALL SELECT variant_id, -stock FROM old_rows
      ) AS moves GROUP BY variant_id
    ) AS moved
    WHERE v.id = moved.variant_id AND moved.stock <> 0;
  END IF;
  PERFORM set_config('shop.stock_sync', 'off', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER branch_stock_rolled_up_on_insert AFTER INSERT ON branch_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_up_branch_stock();
--> statement-breakpoint
CREATE TRIGGER branch_stock_rolled_up_on_update AFTER UPDATE ON branch_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_up_branch_stock();
--> statement-breakpoint
CREATE TRIGGER branch_stock_rolled_up_on_delete AFTER DELETE ON branch_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_up_branch_stock();
--> statement-breakpoint
-- Where stock lies is part of the product answer ("In stock at ..."): a transfer moves no total,
-- yet other instances clear their answers.
CREATE TRIGGER branch_stock_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branch_stock
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
-- A write of a variant's single figure (a one-branch shop's stock field, the CSV without a
-- branch column, a product's stock passed on to its one variant, scripts) is a move at the
-- delivery branch. A decrease that branch cannot cover breaks branch_stock_nonnegative: refused.
CREATE OR REPLACE FUNCTION variant_stock_to_delivery_branch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delivery integer;
BEGIN
  IF current_setting('shop.stock_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  delivery := delivery_branch_id();
  PERFORM set_config('shop.stock_sync', 'on', true);
  IF TG_OP = 'INSERT' THEN
    INSERT INTO branch_stock (variant_id, branch_id, stock)
    SELECT id, delivery, stock FROM new_rows WHERE stock > 0 ORDER BY id;
  ELSE
    -- An update, then an insert of the rows missing (not one upsert: the table's check is
    -- tried on the row an insert proposes, before the conflict would make it an update).
    UPDATE branch_stock AS held SET stock = held.stock + moved.stock, updated_at = now()
    FROM (
      SELECT new_rows.id, new_rows.stock - old_rows.stock AS stock
      FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
      WHERE new_rows.stock <> old_rows.stock
    ) AS moved
    WHERE held.variant_id = moved.id AND held.branch_id = delivery;
    INSERT INTO branch_stock (variant_id, branch_id, stock)
    SELECT new_rows.id, delivery, new_rows.stock - old_rows.stock
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE new_rows.stock <> old_rows.stock
      AND NOT EXISTS (SELECT 1 FROM branch_stock WHERE variant_id = new_rows.id AND branch_id = delivery)
    ORDER BY new_rows.id;
  END IF;
  PERFORM set_config('shop.stock_sync', 'off', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_to_branch_on_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_stock_to_delivery_branch();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_to_branch_on_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_stock_to_delivery_branch();
--> statement-breakpoint
-- Units moved between branches by staff: one row per variant moved, who and when.
CREATE TABLE stock_transfers (
  id serial PRIMARY KEY,
  variant_id integer NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
  from_branch_id integer NOT NULL REFERENCES branches (id),
  to_branch_id integer NOT NULL REFERENCES branches (id),
  units integer NOT NULL,
  staff_id uuid REFERENCES users (id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT stock_transfers_units_positive CHECK (units > 0),
  CONSTRAINT stock_transfers_two_branches CHECK (from_branch_id <> to_branch_id)
);
--> statement-breakpoint
CREATE INDEX stock_transfers_created_idx ON stock_transfers (created_at DESC);
--> statement-breakpoint
-- An order is filled at one branch: delivery orders at the delivery branch (every order so far),
-- pickups where the shopper chose. Its units return there when it is cancelled.
ALTER TABLE orders ADD COLUMN branch_id integer REFERENCES branches (id) DEFAULT delivery_branch_id();
--> statement-breakpoint
UPDATE orders SET branch_id = delivery_branch_id();
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN fulfilment text NOT NULL DEFAULT 'delivery';
--> statement-breakpoint
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_known CHECK (fulfilment IN ('delivery', 'pickup'));
--> statement-breakpoint
-- A pickup is Ready for pickup, then Delivered (shown as Picked up: returns, reviews and the
-- warranty count from it as from a delivery).
-- The 6-digit code the shopper shows at the counter, sent when the order is ready; wrong
-- tries are counted, and five lock it until staff issue a new one.
ALTER TABLE orders ADD COLUMN pickup_code text;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN pickup_code_failures integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN pickup_code_locked_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN ready_for_pickup_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN pickup_reminded_at timestamp with time zone;
--> statement-breakpoint
CREATE INDEX orders_pickups_waiting_idx ON orders (ready_for_pickup_at) WHERE fulfilment = 'pickup';
--> statement-breakpoint
ALTER TYPE order_status ADD VALUE IF NOT EXISTS 'Ready for pickup' BEFORE 'Delivered';
--> statement-breakpoint
-- A staff member may work at one branch: its pickups come first on their orders page.
ALTER TABLE users ADD COLUMN branch_id integer REFERENCES branches (id) ON DELETE SET NULL;
