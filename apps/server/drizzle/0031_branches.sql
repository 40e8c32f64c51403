-- Branches (decision 0067): the shops a business sells from, with their address, hours, and
-- whether shoppers may pick up there; one of them fills delivery orders. An existing shop
-- migrates with one branch, "Main shop", at the address and phone of its contact details,
-- filling delivery orders and not offering pickup until the owner turns it on: nothing else
-- changes for it.
CREATE TABLE branches (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  digital_address text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  -- Monday first, seven entries: {"opens":"08:00","closes":"18:00"}, or null on a closed day.
  opening_hours jsonb NOT NULL,
  pickup boolean NOT NULL DEFAULT false,
  fills_delivery boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  archived_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT branches_delivery_not_archived CHECK (NOT (fills_delivery AND archived_at IS NOT NULL))
);
--> statement-breakpoint
-- Two open branches never share a name: shoppers choose between them by it.
CREATE UNIQUE INDEX branches_name_unique ON branches (lower(name)) WHERE archived_at IS NULL;
--> statement-breakpoint
-- At most one branch fills delivery orders, whatever races.
CREATE UNIQUE INDEX branches_one_delivery ON branches (fills_delivery) WHERE fills_delivery;
--> statement-breakpoint
INSERT INTO branches (name, address, phone, opening_hours, pickup, fills_delivery)
SELECT
  'Main shop',
  coalesce(store_info.data->'contact'->>'location', ''),
  coalesce(store_info.data->'contact'->>'phone', ''),
  '[{"opens":"08:00","closes":"18:00"},{"opens":"08:00","closes":"18:00"},{"opens":"08:00","closes":"18:00"},{"opens":"08:00","closes":"18:00"},{"opens":"08:00","closes":"18:00"},{"opens":"09:00","closes":"16:00"},null]'::jsonb,
  false,
  true
FROM (SELECT 1) AS one
LEFT JOIN store_info ON store_info.id = (SELECT min(id) FROM store_info);
--> statement-breakpoint
-- The public list of branches is an answer the catalogue's cache keeps: a change clears it
-- on every instance, as a change of the store info does (migration 0009).
CREATE TRIGGER branches_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
