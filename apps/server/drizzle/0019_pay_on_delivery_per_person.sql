-- Pay on delivery counts people, not accounts (decision 0044): its open-order limit and its
-- refusal block also apply per delivery phone and per delivery address, so a new account with
-- the same phone or address changes nothing.
--
-- The address as the limits compare it: street and city lower-cased, without spaces or
-- punctuation (deliveryAddressKey in modules/orders/delivery-address.ts, which new orders use;
-- this backfill gives the same key for every address written in ASCII).
ALTER TABLE "orders" ADD COLUMN "delivery_address_key" text;
--> statement-breakpoint
UPDATE "orders" SET "delivery_address_key" =
  lower(regexp_replace("street", '[^[:alnum:]]', '', 'g')) || '|' || lower(regexp_replace("city", '[^[:alnum:]]', '', 'g'));
--> statement-breakpoint
-- A start counts the open orders of its account, phone and address in one query: one partial
-- index each, over the few orders still to be paid at the door.
CREATE INDEX IF NOT EXISTS "orders_open_on_delivery_phone_idx" ON "orders" USING btree ("phone_number") WHERE "payment_status" = 'To pay on delivery';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_open_on_delivery_address_idx" ON "orders" USING btree ("delivery_address_key") WHERE "payment_status" = 'To pay on delivery';
--> statement-breakpoint
-- A phone's or an address's refused deliveries since staff last restored it; its row is also
-- what a start locks, so parallel starts on one phone or address count open orders in turn.
CREATE TABLE IF NOT EXISTS "pay_on_delivery_standings" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"refused_deliveries" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_on_delivery_standings_kind_key_pk" PRIMARY KEY ("kind", "key")
);
--> statement-breakpoint
-- Refusals already recorded count for their phone and address too, for the accounts that
-- have not been restored since (a restored account's refusals were forgiven).
INSERT INTO "pay_on_delivery_standings" ("kind", "key", "label", "refused_deliveries")
SELECT 'phone', o."phone_number", max(o."phone_number"), count(*)
  FROM "orders" o JOIN "users" u ON u."id" = o."user_id"
  WHERE o."payment_status" = 'Refused at the door' AND u."refused_deliveries" > 0
  GROUP BY o."phone_number";
--> statement-breakpoint
INSERT INTO "pay_on_delivery_standings" ("kind", "key", "label", "refused_deliveries")
SELECT 'address', o."delivery_address_key", max(o."street" || ', ' || o."city"), count(*)
  FROM "orders" o JOIN "users" u ON u."id" = o."user_id"
  WHERE o."payment_status" = 'Refused at the door' AND u."refused_deliveries" > 0
  GROUP BY o."delivery_address_key";
