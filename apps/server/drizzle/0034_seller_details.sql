-- The seller's details the law asks an online shop to show (decision 0070): one JSON row,
-- id 1, like the store info. The legal name moves here from the tax settings, so the shop
-- keeps one legal name; the tax settings read and write it through this row.
CREATE TABLE seller_details (
  id integer PRIMARY KEY,
  data jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO seller_details (id, data)
SELECT 1, jsonb_build_object(
  'legalName', btrim(data->>'legalName'),
  'registrationNumber', '',
  'dataProtectionNumber', '',
  'address', '',
  'digitalAddress', '',
  'phone', '',
  'email', ''
)
FROM tax_settings
WHERE id = 1 AND coalesce(btrim(data->>'legalName'), '') <> '';
--> statement-breakpoint
UPDATE tax_settings SET data = data - 'legalName';
--> statement-breakpoint
-- The details are part of the public store info answers (GET /api/info/get, /api/info/seller):
-- a write clears them in every instance's answer cache under the store_info topic.
CREATE OR REPLACE FUNCTION notify_seller_details_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'store_info');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seller_details_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seller_details
  FOR EACH STATEMENT EXECUTE FUNCTION notify_seller_details_changed();
