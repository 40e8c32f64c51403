-- The GhanaPost GPS digital address (GA-123-4567) the shopper may give with the delivery
-- address: empty for every order placed before, and for those placed without one.
ALTER TABLE "orders" ADD COLUMN "digital_address" text DEFAULT '' NOT NULL;
