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
