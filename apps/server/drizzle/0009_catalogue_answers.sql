-- Every committed write to a table the public catalogue answers show tells the servers'
-- answer caches which table changed (plugins/answer-cache). NOTIFY is delivered on commit
-- only, and identical notices in one transaction arrive once.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER heroes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON heroes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_fees_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_fees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER store_info_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_info
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- The storefront's first page answers the total of live products with every visit; counting
-- 100,000 rows each time cost 30 ms. A one-row count kept by the table's own triggers
-- answers it at once. Only a change in the count writes the row, so the stock updates of
-- concurrent checkouts never wait on it.
CREATE TABLE live_product_count (
  single boolean PRIMARY KEY DEFAULT true CHECK (single),
  live integer NOT NULL
);
--> statement-breakpoint
INSERT INTO live_product_count (live) SELECT count(*) FROM products WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_live_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE live_product_count SET live = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    change := change + (SELECT count(*) FROM new_rows WHERE archived_at IS NULL);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    change := change - (SELECT count(*) FROM old_rows WHERE archived_at IS NULL);
  END IF;
  IF change <> 0 THEN
    UPDATE live_product_count SET live = live + change;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_counted_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_on_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_live_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_on_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION count_live_products();
--> statement-breakpoint
-- The home page's "top selling" and "collection" rows: a few live products among many.
CREATE INDEX products_top_selling_idx ON products (id) WHERE top_selling AND archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX products_collection_idx ON products (id) WHERE collection AND archived_at IS NULL;
