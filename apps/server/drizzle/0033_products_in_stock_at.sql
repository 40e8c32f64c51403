-- The branches where each product has units (decision 0074): the list's branch filter reads it
-- on the product's own row, so a page at a branch costs what a page of the whole list costs.
ALTER TABLE products ADD COLUMN in_stock_at_branch_ids integer[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
UPDATE products SET in_stock_at_branch_ids = held.branches
FROM (
  SELECT variant.product_id, array_agg(DISTINCT held_stock.branch_id ORDER BY held_stock.branch_id) AS branches
  FROM branch_stock AS held_stock JOIN product_variants AS variant ON variant.id = held_stock.variant_id
  WHERE held_stock.stock > 0
  GROUP BY variant.product_id
) AS held
WHERE products.id = held.product_id;
--> statement-breakpoint
-- A small branch's products found without reading the rest (fastupdate off, like the name's
-- index: the pending list would make the first reader after many changes pay for them).
CREATE INDEX products_in_stock_at_branch_ids_idx ON products USING gin (in_stock_at_branch_ids) WITH (fastupdate = off);
--> statement-breakpoint
-- One product's branches with units, written only when they differ.
CREATE OR REPLACE FUNCTION refresh_products_in_stock_at_branch_ids(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products SET in_stock_at_branch_ids = held.branches
  FROM (
    SELECT product.id, coalesce((
      SELECT array_agg(DISTINCT held_stock.branch_id ORDER BY held_stock.branch_id)
      FROM product_variants AS variant
      JOIN branch_stock AS held_stock ON held_stock.variant_id = variant.id AND held_stock.stock > 0
      WHERE variant.product_id = product.id
    ), '{}') AS branches
    FROM products AS product WHERE product.id = ANY (product_ids)
  ) AS held
  WHERE products.id = held.id AND products.in_stock_at_branch_ids IS DISTINCT FROM held.branches
$$;
--> statement-breakpoint
-- Only a branch's holding of a product crossing zero moves the array: a sale of one unit of
-- five finds no such row and changes no product. Fired after the roll-up (triggers fire by
-- name), whose move of products.stock has already locked the same product rows.
CREATE OR REPLACE FUNCTION follow_products_in_stock_at_branch_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  crossed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT variant_id) INTO crossed FROM new_rows WHERE stock > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT variant_id) INTO crossed FROM old_rows WHERE stock > 0;
  ELSE
    SELECT array_agg(DISTINCT new_rows.variant_id) INTO crossed
    FROM new_rows JOIN old_rows
      ON old_rows.variant_id = new_rows.variant_id AND old_rows.branch_id = new_rows.branch_id
    WHERE (new_rows.stock > 0) <> (old_rows.stock > 0);
  END IF;
  IF crossed IS NOT NULL THEN
    PERFORM refresh_products_in_stock_at_branch_ids(
      (SELECT array_agg(DISTINCT product_id) FROM product_variants WHERE id = ANY (crossed))
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER branch_stock_then_products_in_stock_at_on_insert AFTER INSERT ON branch_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION follow_products_in_stock_at_branch_ids();
--> statement-breakpoint
CREATE TRIGGER branch_stock_then_products_in_stock_at_on_update AFTER UPDATE ON branch_stock
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION follow_products_in_stock_at_branch_ids();
--> statement-breakpoint
CREATE TRIGGER branch_stock_then_products_in_stock_at_on_delete AFTER DELETE ON branch_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION follow_products_in_stock_at_branch_ids();
--> statement-breakpoint
-- A variant removed from a product takes its branch rows with it (a cascade), after which they
-- no longer name their product: the product is looked at again from the variants' side.
CREATE OR REPLACE FUNCTION follow_products_in_stock_at_of_removed_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_products_in_stock_at_branch_ids((SELECT array_agg(DISTINCT product_id) FROM old_rows WHERE stock > 0));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_then_products_in_stock_at_on_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION follow_products_in_stock_at_of_removed_variants();
