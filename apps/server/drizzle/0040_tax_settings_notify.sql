-- The tax settings are kept in each server's memory between requests with the store info and
-- the seller's details (decision 0080): a write tells every instance under the store info's
-- topic, as the seller's details do (migration 0034), so none issues an invoice with old rates.
CREATE TRIGGER tax_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_seller_details_changed();
