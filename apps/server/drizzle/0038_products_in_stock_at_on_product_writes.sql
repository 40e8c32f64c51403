-- The branches of a product (decision 0074) when its own row is written. A one-variant
-- product's stock written on the row passes to its variant inside the row's BEFORE trigger
-- (sync_default_variant, under shop.variant_sync): the branch trigger cannot update the row
-- being written then, so that trigger sets the branches on the row itself.
CREATE OR REPLACE FUNCTION follow_products_in_stock_at_branch_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  crossed integer[];
BEGIN
  IF current_setting('shop.variant_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
    -- The variant's stock has moved at the delivery branch (migration 0032).
    NEW.in_stock_at_branch_ids := coalesce((
      SELECT array_agg(DISTINCT held_stock.branch_id ORDER BY held_stock.branch_id)
      FROM product_variants AS variant
      JOIN branch_stock AS held_stock ON held_stock.variant_id = variant.id AND held_stock.stock > 0
      WHERE variant.product_id = NEW.id
    ), '{}');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A product inserted with stock: its default variant's units go to the delivery branch
-- (migrations 0016 and 0032), so the row starts naming it and the branch trigger finds
-- nothing to write, rather than writing every new product's row a second time.
CREATE OR REPLACE FUNCTION set_product_in_stock_at_branch_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delivery integer;
BEGIN
  delivery := delivery_branch_id();
  NEW.in_stock_at_branch_ids := CASE WHEN NEW.stock > 0 AND delivery IS NOT NULL THEN ARRAY[delivery] ELSE '{}' END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_in_stock_at_branch_ids_on_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION set_product_in_stock_at_branch_ids();
