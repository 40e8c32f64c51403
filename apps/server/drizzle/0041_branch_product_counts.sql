-- How many live products each branch holds (decision 0083): the list's branch filter read a
-- planner's estimate and counted up to 2,001 of a branch's products for every page, 3 to 12 ms
-- on PGlite at 100,000 products. Kept here by the trigger that keeps live_product_count, from
-- each product's in_stock_at_branch_ids (migration 0033) and archived_at: a statement's old
-- rows count -1 at each branch they name, its new rows +1, and only the branches whose sum moved
-- are written, so a sale that leaves units at the branch writes nothing; rows are written in
-- branch order, so two statements crossing zero at the same two branches queue, not deadlock.
CREATE TABLE branch_product_counts (
  branch_id integer PRIMARY KEY,
  held integer NOT NULL
);
--> statement-breakpoint
INSERT INTO branch_product_counts (branch_id, held)
SELECT branch_id, count(*) FROM products, unnest(in_stock_at_branch_ids) AS branch_id
WHERE archived_at IS NULL
GROUP BY branch_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_live_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE live_product_count SET live = 0;
    DELETE FROM live_product_blocks;
    DELETE FROM branch_product_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_product_blocks AS blocks (block, live)
    SELECT id / 1000, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY id / 1000
    ON CONFLICT (block) DO UPDATE SET live = blocks.live + excluded.live;
    INSERT INTO branch_product_counts AS counts (branch_id, held)
    SELECT branch_id, count(*) FROM new_rows, unnest(in_stock_at_branch_ids) AS branch_id
    WHERE archived_at IS NULL GROUP BY branch_id ORDER BY branch_id
    ON CONFLICT (branch_id) DO UPDATE SET held = counts.held + excluded.held;
    change := (SELECT count(*) FROM new_rows WHERE archived_at IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE live_product_blocks AS blocks SET live = blocks.live - gone.live
    FROM (SELECT id / 1000 AS block, count(*) AS live FROM old_rows WHERE archived_at IS NULL GROUP BY id / 1000) AS gone
    WHERE blocks.block = gone.block;
    UPDATE branch_product_counts AS counts SET held = counts.held - gone.held
    FROM (
      SELECT branch_id, count(*) AS held FROM old_rows, unnest(in_stock_at_branch_ids) AS branch_id
      WHERE archived_at IS NULL GROUP BY branch_id
    ) AS gone
    WHERE counts.branch_id = gone.branch_id;
    change := -(SELECT count(*) FROM old_rows WHERE archived_at IS NULL);
  ELSE
    -- Only an archive or a restore moves a block (a row live before and after adds +1 and -1);
    -- a block that had no live product gets its row.
    INSERT INTO live_product_blocks AS blocks (block, live)
    SELECT block, sum(move) FROM (
      SELECT id / 1000 AS block, 1 AS move FROM new_rows WHERE archived_at IS NULL
      UNION ALL
      SELECT id / 1000, -1 FROM old_rows WHERE archived_at IS NULL
    ) AS moves
    GROUP BY block HAVING sum(move) <> 0
    ON CONFLICT (block) DO UPDATE SET live = blocks.live + excluded.live;
    -- A branch's first unit of a product, its last sold or moved away, an archive or a restore.
    INSERT INTO branch_product_counts AS counts (branch_id, held)
    SELECT branch_id, sum(move) FROM (
      SELECT unnest(in_stock_at_branch_ids) AS branch_id, 1 AS move FROM new_rows WHERE archived_at IS NULL
      UNION ALL
      SELECT unnest(in_stock_at_branch_ids), -1 FROM old_rows WHERE archived_at IS NULL
    ) AS moves
    GROUP BY branch_id HAVING sum(move) <> 0 ORDER BY branch_id
    ON CONFLICT (branch_id) DO UPDATE SET held = counts.held + excluded.held;
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
-- A counter kept by a trigger, like live_product_count: not business data, so not audited.
CREATE OR REPLACE FUNCTION audit_unwatched_tables() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    'audit_log', 'sessions', 'outbox', 'cart_items', 'cart_discounts', 'cart_reminders',
    'password_resets', 'phone_codes', 'staff_devices', 'staff_sign_in_challenges',
    'live_product_blocks', 'live_product_count', 'product_words', 'document_counters',
    'backups', 'test_payment_transactions', 'branch_product_counts'
  ]::text[]
$$;
