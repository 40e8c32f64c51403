-- The automatic promotions a cart may get are kept in each server's memory between requests
-- (decision 0086): any write to a promotion (staff saving or switching it, an order taking or
-- giving back a use) tells every instance under the promotions' topic, as the catalogue's own
-- tables do (migration 0009's function names the table).
CREATE TRIGGER promotions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
