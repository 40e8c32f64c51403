-- The audit log (decision 0072): one row per admin write, made in the write's own transaction
-- by the request transaction (modules/audit). Who (the staff account's id, joined to users when
-- read: no name or e-mail is copied here), when, from which address, what (the route's summary
-- and its target) and the rows it changed, before and after. Append-only: nothing updates,
-- deletes or truncates it.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamp with time zone NOT NULL DEFAULT now(),
  -- No foreign key: a staff account erased later leaves its rows (and a key would cascade a delete).
  actor_id uuid,
  address text NOT NULL DEFAULT '',
  method text NOT NULL,
  route text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL DEFAULT '',
  target_id text NOT NULL DEFAULT '',
  -- [{table, operation, key, before, after}]: for an update only the columns that changed; or one
  -- {operation: "summary", after} for the writes too long to hold a transaction (uploads, imports).
  changes jsonb NOT NULL DEFAULT '[]'::jsonb
);
--> statement-breakpoint
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC);
--> statement-breakpoint
CREATE INDEX audit_log_at_idx ON audit_log (at);
--> statement-breakpoint
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_never_truncated BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The tables that are not business data, so no write to them is audited: sessions and sign-in
-- steps, the outbox, carts, counters and words kept by triggers, backups, the fake provider's
-- ledger and the log itself. Every other table of the schema carries audit_row_change;
-- modules/audit/audit-triggers.test.ts fails on one that does not (a new table: a migration runs
-- `SELECT audit_watch_table('name')`, or adds it here).
CREATE FUNCTION audit_unwatched_tables() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    'audit_log', 'sessions', 'outbox', 'cart_items', 'cart_discounts', 'cart_reminders',
    'password_resets', 'phone_codes', 'staff_devices', 'staff_sign_in_challenges',
    'live_product_blocks', 'live_product_count', 'product_words', 'document_counters',
    'backups', 'test_payment_transactions'
  ]::text[]
$$;
--> statement-breakpoint
-- How a column's values may be copied into the log: 'secret' (hashes, secrets, tokens: never,
-- an update says only that it changed), 'personal' (a shopper's name, contacts and address:
-- masked, so erasing an account leaves nothing of them here) or 'plain'.
CREATE FUNCTION audit_column_kind(table_name text, column_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN column_name ~ '(_hash|_secret|secret|token|salt|password)$'
      OR column_name IN ('access_code', 'pickup_code', 'password_hash') THEN 'secret'
    -- The shop's own addresses and phones, and the catalogue's names and images, are not personal.
    WHEN table_name IN ('branches', 'store_info', 'seller_details', 'tax_settings', 'delivery_fees',
      'products', 'product_variants', 'product_options', 'brands', 'categories', 'subcategories',
      'heroes', 'promotions', 'payment_settings', 'return_settings', 'staff_security_settings') THEN 'plain'
    WHEN column_name IN ('first_name', 'last_name', 'street', 'zip_code', 'digital_address',
      'delivery_address_key', 'recipient', 'author_name', 'image', 'raw', 'document', 'credit_note')
      OR column_name ~ '(email|phone|address)' THEN 'personal'
    WHEN table_name IN ('users', 'contact_messages') AND column_name IN ('name', 'message') THEN 'personal'
    WHEN table_name = 'orders' AND column_name IN ('city', 'state', 'country') THEN 'personal'
    WHEN table_name = 'return_requests' AND column_name = 'note' THEN 'personal'
    -- A refused-delivery standing is kept by phone number or delivery address, and labelled with it.
    WHEN table_name = 'pay_on_delivery_standings' AND column_name IN ('key', 'label') THEN 'personal'
    ELSE 'plain'
  END
$$;
--> statement-breakpoint
-- A row a request transaction changed, into its temporary audit_changes (ON COMMIT DROP): the
-- table, the key (the trigger's arguments name the primary key's columns), and the values before
-- and after, for an update only the columns that changed. An update that changed nothing adds nothing.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  source jsonb;
  row_key jsonb := '{}'::jsonb;
  before_values jsonb := '{}'::jsonb;
  after_values jsonb := '{}'::jsonb;
  changed_column text;
  kind text;
  position integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  source := coalesce(new_row, old_row);
  -- A key is masked as any column is: a standing's key is a phone number or an address.
  FOR position IN 0 .. TG_NARGS - 1 LOOP
    row_key := row_key || jsonb_build_object(TG_ARGV[position],
      CASE WHEN audit_column_kind(TG_TABLE_NAME, TG_ARGV[position]) = 'plain' THEN source -> TG_ARGV[position]
        ELSE to_jsonb('(personal data)'::text) END);
  END LOOP;
  FOR changed_column IN SELECT jsonb_object_keys(source) LOOP
    IF TG_OP = 'UPDATE' AND (old_row -> changed_column) IS NOT DISTINCT FROM (new_row -> changed_column) THEN
      CONTINUE;
    END IF;
    kind := audit_column_kind(TG_TABLE_NAME, changed_column);
    IF kind = 'secret' THEN
      IF TG_OP = 'UPDATE' THEN
        before_values := before_values || jsonb_build_object(changed_column, '(secret changed)');
        after_values := after_values || jsonb_build_object(changed_column, '(secret changed)');
      END IF;
    ELSIF kind = 'personal' THEN
      IF TG_OP <> 'INSERT' THEN
        before_values := before_values || jsonb_build_object(changed_column,
          CASE WHEN TG_OP = 'UPDATE' THEN '(personal data changed)' ELSE '(personal data)' END);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        after_values := after_values || jsonb_build_object(changed_column,
          CASE WHEN TG_OP = 'UPDATE' THEN '(personal data changed)' ELSE '(personal data)' END);
      END IF;
    ELSE
      IF TG_OP <> 'INSERT' THEN
        before_values := before_values || jsonb_build_object(changed_column, old_row -> changed_column);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        after_values := after_values || jsonb_build_object(changed_column, new_row -> changed_column);
      END IF;
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND after_values = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO pg_temp.audit_changes (table_name, operation, row_key, before_values, after_values)
  VALUES (
    TG_TABLE_NAME,
    lower(TG_OP),
    row_key,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE before_values END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE after_values END
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Attaches audit_row_change to one table, its primary key's columns as the trigger's arguments.
-- The WHEN guard is all shoppers' writes pay: shop.audit is 'on' only inside a request
-- transaction of an admin write.
CREATE FUNCTION audit_watch_table(watched text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_columns text;
BEGIN
  SELECT string_agg(quote_literal(attribute.attname), ', ' ORDER BY array_position(keys.indkey::int2[], attribute.attnum))
    INTO key_columns
    FROM pg_index keys
    JOIN pg_attribute attribute ON attribute.attrelid = keys.indrelid AND attribute.attnum = ANY (keys.indkey)
    WHERE keys.indrelid = format('public.%I', watched)::regclass AND keys.indisprimary;
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON public.%I', watched);
  EXECUTE format(
    'CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON public.%I FOR EACH ROW '
      'WHEN (current_setting(''shop.audit'', true) = ''on'') EXECUTE FUNCTION audit_row_change(%s)',
    watched,
    coalesce(key_columns, '')
  );
END
$$;
--> statement-breakpoint
-- Every table of the schema at this point, those of the migrations before this one included.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT tables.relname
    FROM pg_class tables
    JOIN pg_namespace schemas ON schemas.oid = tables.relnamespace
    WHERE schemas.nspname = 'public' AND tables.relkind IN ('r', 'p')
      AND NOT tables.relname = ANY (audit_unwatched_tables())
  LOOP
    PERFORM audit_watch_table(watched.relname);
  END LOOP;
END
$$;
